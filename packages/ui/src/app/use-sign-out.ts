import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '@qrlink/data/auth/sign-out';
import { AppError } from '@qrlink/data/errors';
import { notify } from './notify';
import { href } from './routes';
import { sessionAtom } from './session';

/** Sair: end the session, clear the user either way, toast and go home. */
export function useSignOut() {
  const setSession = useSetAtom(sessionAtom);
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
      notify.success('Logout realizado', 'Você saiu da sua conta.');
    } catch (error) {
      if (error instanceof AppError) notify.appError(error);
    } finally {
      setSession({ status: 'anonymous' });
      navigate(href('home'));
    }
  }, [navigate, setSession]);
}
