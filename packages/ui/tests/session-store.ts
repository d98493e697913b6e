// jotai stores with a known session, for screens that read who is signed in.
import { createStore } from 'jotai';
import { sessionAtom, type SessionState } from '@/lib/session';

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
