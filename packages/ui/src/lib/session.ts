import { atom } from 'jotai';
import type { SessionUser, UserRole } from '@qrlink/data/auth/session-user';

// Session state is a status union, never a pile of booleans: 'loading' until the stored
// session and the profile role have been read once at start.
export type SessionState =
  | { status: 'loading' }
  | { status: 'anonymous' }
  | { status: 'authenticated'; user: SessionUser; role: UserRole };

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
