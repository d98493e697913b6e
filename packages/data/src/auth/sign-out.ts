import { getSupabase } from '../client';
import { toAppError } from '../errors';

const SIGN_OUT_ERROR = {
  title: 'Erro no Logout',
  message: 'Não foi possível encerrar a sessão no servidor. Você foi desconectado neste navegador.',
};

/**
 * End the session. 'Auth session missing!' means there was nothing to end: that is success.
 * Any other failure still drops the local session (the user is cleared either way) and is
 * then reported.
 */
export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (!error) return;
  const appError = toAppError(error, SIGN_OUT_ERROR);
  if (appError.code === 'session_missing') return;
  await supabase.auth.signOut({ scope: 'local' });
  throw appError;
}
