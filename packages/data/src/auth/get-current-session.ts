import { getSupabase } from '../client';
import { toAppError } from '../errors';
import { toSessionUser, type SessionUser } from './session-user';

/**
 * The stored session's user, or null. A stored session whose refresh token the server no
 * longer accepts is signed out locally (docs/product/data-model.md, "States and transitions": an
 * invalid refresh token at start forces sign-out) and reported as null.
 */
export async function getCurrentSession(): Promise<SessionUser | null> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.auth.getSession();
  if (error) {
    const appError = toAppError(error, { title: 'Erro de sessão' });
    if (appError.code === 'invalid_refresh_token' || appError.code === 'session_missing') {
      await supabase.auth.signOut({ scope: 'local' });
      return null;
    }
    throw appError;
  }
  return data.session ? toSessionUser(data.session.user) : null;
}
