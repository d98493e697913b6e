// jotai stores with a known session, for screens that read who is signed in.
import { createStore } from 'jotai';
import { sessionAtom, type SessionState } from '@/lib/session';
import { currentWorkspaceIdAtom } from '@/lib/workspace';

export function storeWithSession(state: SessionState) {
  const store = createStore();
  store.set(sessionAtom, state);
  return store;
}

/** Ana, an ordinary user, signed in. */
export function signedInStore() {
  return storeWithSession({
    status: 'authenticated',
    user: { id: 'u1', email: 'ana@example.com', fullName: null },
    role: 'user',
  });
}

/** Ana signed in (personal workspace 'w1'), working in `workspaceId` (the switcher's choice). */
export function workingInStore(workspaceId: string) {
  const store = storeWithSession({
    status: 'authenticated',
    user: { id: 'u1', email: 'ana@example.com', fullName: null },
    role: 'user',
    personalWorkspaceId: 'w1',
  });
  store.set(currentWorkspaceIdAtom, workspaceId === 'w1' ? null : workspaceId);
  return store;
}
