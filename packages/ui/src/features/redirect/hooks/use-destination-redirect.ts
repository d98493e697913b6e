import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_ERROR_DELAY_MS } from '@qrlink/core/constants';
import { AppError } from '@qrlink/data/errors';
import {
  resolveDestination,
  type ResolveOutcome,
  type ResolveRequest,
} from '@qrlink/data/redirects/resolve-destination';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import type { RedirectState } from '../components/RedirectScreen';

export interface RedirectTexts {
  /** Title of the error screen. */
  pageTitle: string;
  /** Message when the id/code is missing or malformed. */
  invalid: string;
  /** Message when nothing matches. */
  notFound: string;
}

const UNAVAILABLE_TITLES = {
  expired: 'Link Expirado',
  limit_reached: 'Limite de Acessos Atingido',
  visitors_only: 'Acesso Não Permitido',
  unavailable: 'Link Indisponível',
  disabled: 'Link Desativado',
} as const;

/**
 * Resolve a QR code or short link through the server's `redirect` function and leave with
 * location.replace, so the redirect page does not stay in the history. The owner's rules may
 * stop the visit: an expired code, a reached limit or a code disabled by moderation says so (and
 * stays: the visitor came to read it), a password asks for the password. An unknown code: toast, error screen, home in 3 s.
 */
export function useDestinationRedirect(
  kind: ResolveRequest['kind'],
  id: string | undefined,
  texts: RedirectTexts,
): { state: RedirectState; submitPassword: (password: string) => void } {
  const navigate = useNavigate();
  const [state, setState] = useState<RedirectState>({ status: 'loading' });
  const mounted = useRef(true);
  const { pageTitle, invalid, notFound } = texts;

  const fail = useCallback(
    (message: string) => {
      if (!mounted.current) return;
      notify.error({ title: 'Erro de Redirecionamento', message });
      setState({ status: 'error', title: pageTitle, message });
      setTimeout(() => {
        if (mounted.current) navigate(href('home'), { replace: true });
      }, REDIRECT_ERROR_DELAY_MS);
    },
    [navigate, pageTitle],
  );

  const follow = useCallback((outcome: ResolveOutcome) => {
    if (!mounted.current) return;
    switch (outcome.status) {
      case 'redirect':
        window.location.replace(outcome.destination);
        return;
      case 'expired':
      case 'limit_reached':
      case 'visitors_only':
      case 'unavailable':
      case 'disabled':
        setState({
          status: 'unavailable',
          title: UNAVAILABLE_TITLES[outcome.status],
          message: outcome.message,
        });
        return;
      case 'password_required':
        setState({ status: 'password', submitting: false, error: null });
        return;
      case 'wrong_password':
      case 'too_many_attempts':
        setState({ status: 'password', submitting: false, error: outcome.message });
    }
  }, []);

  const resolve = useCallback(
    (password?: string) => {
      if (!id) return;
      resolveDestination({ kind, id, referrer: document.referrer || null, password }).then(
        follow,
        (error: unknown) =>
          fail(error instanceof AppError && error.code !== 'not_found' ? error.message : notFound),
      );
    },
    [kind, id, follow, fail, notFound],
  );

  useEffect(() => {
    mounted.current = true;
    if (!id || !id.trim()) fail(invalid);
    else resolve();
    return () => {
      mounted.current = false;
    };
  }, [id, invalid, fail, resolve]);

  const submitPassword = useCallback(
    (password: string) => {
      setState({ status: 'password', submitting: true, error: null });
      resolve(password);
    },
    [resolve],
  );

  return { state, submitPassword };
}
