import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { notify } from './notify';
import { href } from './routes';
import { sessionAtom } from './session';

/** The sign-out call: not in the first script (the navbar's Sair is), loaded ahead below. */
const loadSignOut = () => import('@qrlink/data/auth/sign-out');

/**
 * Sair: go home first (so a guarded page being left does not bounce to /login when the session
 * disappears), end the session, clear the user either way, toast.
 */
export function useSignOut() {
  const setSession = useSetAtom(sessionAtom);
  const signedIn = useAtomValue(sessionAtom).status === 'authenticated';
  const navigate = useNavigate();
  // The sign-out call is loaded as soon as there is someone to sign out, not on the click: the
  // session then ends as soon after Sair as before it left the first script.
  useEffect(() => {
    if (signedIn) void loadSignOut().catch(() => {});
  }, [signedIn]);
  return useCallback(async () => {
    // The new address is on screen before the session ends (the app's routers navigate
    // without transitions, router.tsx's AppRoutes): a guard left on screen would otherwise see
    // the signed-out state and send the person to /login.
    flushSync(() => void navigate(href('home')));
    try {
      const { signOut } = await loadSignOut();
      await signOut();
      notify.success({ title: 'Logout realizado', message: 'Você saiu da sua conta.' });
    } catch (error) {
      notify.failure(error);
    } finally {
      setSession({ status: 'anonymous' });
    }
  }, [navigate, setSession]);
}
