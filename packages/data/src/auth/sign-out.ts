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

const SIGN_OUT_OTHERS_ERROR = {
  title: 'Erro ao sair dos outros dispositivos',
  message: 'Não foi possível desconectar os outros dispositivos. Tente novamente.',
};

/**
 * Ends every other session of the account (other browsers, phones, the desktop app): their
 * refresh tokens stop working at once; this one stays signed in.
 */
export async function signOutOtherDevices(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) throw toAppError(error, SIGN_OUT_OTHERS_ERROR);
}
