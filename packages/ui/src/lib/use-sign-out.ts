import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router-dom';
import { notify } from './notify';
import { href } from './routes';
import { sessionAtom } from './session';

/**
 * Sair: go home first (so a guarded page being left does not bounce to /login when the session
 * disappears), end the session, clear the user either way, toast.
 */
export function useSignOut() {
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  return useCallback(async () => {
    // The new address is on screen before the session ends (the app's routers navigate
    // without transitions, router.tsx's AppRoutes): a guard left on screen would otherwise see
    // the signed-out state and send the person to /login.
    flushSync(() => void navigate(href('home')));
    try {
      // Loaded when used: the navbar's Sair is part of every page's first script, the data
      // layer is not.
      const { signOut } = await import('@qrlink/data/auth/sign-out');
      await signOut();
      notify.success({ title: 'Logout realizado', message: 'Você saiu da sua conta.' });
    } catch (error) {
      notify.failure(error);
    } finally {
      setSession({ status: 'anonymous' });
    }
  }, [navigate, setSession]);
}
