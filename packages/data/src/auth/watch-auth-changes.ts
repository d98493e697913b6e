import { getSupabase } from '../client';
import { toSessionUser, type SessionUser } from './session-user';

/**
 * 'initial': the session as the watch starts (supabase-js announces it to every new listener),
 * which the caller may have just read itself.
 */
export type AuthChangeKind =
  | 'initial'
  | 'signed_in'
  | 'signed_out'
  | 'password_recovery'
  | 'updated';

/**
 * Call `listener` whenever the session changes (sign-in, sign-out, token refresh, another
 * tab). Returns the unsubscribe function.
 */
export async function watchAuthChanges(
  listener: (kind: AuthChangeKind, user: SessionUser | null) => void,
): Promise<() => void> {
  const supabase = await getSupabase();
  const { data } = supabase.auth.onAuthStateChange((event, session) => {
    const user = session ? toSessionUser(session.user) : null;
    if (event === 'SIGNED_OUT') listener('signed_out', null);
    else if (event === 'PASSWORD_RECOVERY') listener('password_recovery', user);
    else if (event === 'INITIAL_SESSION') listener('initial', user);
    else if (event === 'SIGNED_IN') listener(user ? 'signed_in' : 'signed_out', user);
    else listener('updated', user);
  });
  return () => data.subscription.unsubscribe();
}
