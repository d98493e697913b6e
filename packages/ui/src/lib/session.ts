import { atom } from 'jotai';
import type { SessionUser, UserRole } from '@qrlink/data/auth/session-user';

// Session state is a status union, never a pile of booleans: 'loading' until the stored
// session and the profile role have been read once at start. 'second_factor': the password was
// right but the account's authenticator code is still owed; the server refuses such a session
// everything, and the app treats it as signed out except on /login, which asks for the code.
export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'second_factor'; user: SessionUser }
  | {
      status: 'authenticated';
      user: SessionUser;
      role: UserRole;
      /** Where "my" codes live until another workspace is chosen (teams). */
      personalWorkspaceId?: string | undefined;
    };

export const sessionAtom = atom<SessionState>({ status: 'loading' });

/** The signed-in user, or null (also while loading). */
export const userAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'authenticated' ? session.user : null;
});

/** Admin access is decided by profiles.role (docs/product/overview.md, "Roles"). */
export const isAdminAtom = atom((get) => {
  const session = get(sessionAtom);
  return session.status === 'authenticated' && session.role === 'admin';
});
