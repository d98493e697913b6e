import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_ERROR_DELAY_MS } from '@qrlink/core/constants';
import { AppError } from '@qrlink/data/errors';
import {
  resolveDestination,
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

/**
 * Resolve a QR code or short link (hosted mode) and leave with location.replace, so the
 * redirect page does not stay in the history. On failure: toast, error screen, home in 3 s.
 */
export function useDestinationRedirect(
  kind: ResolveRequest['kind'],
  id: string | undefined,
  texts: RedirectTexts,
): RedirectState {
  const navigate = useNavigate();
  const [state, setState] = useState<RedirectState>({ status: 'loading' });
  const { pageTitle, invalid, notFound } = texts;

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const fail = (message: string) => {
      if (cancelled) return;
      notify.error({ title: 'Erro de Redirecionamento', message: message });
      setState({ status: 'error', title: pageTitle, message });
      timer = setTimeout(() => navigate(href('home'), { replace: true }), REDIRECT_ERROR_DELAY_MS);
    };
    if (!id || !id.trim()) {
      fail(invalid);
    } else {
      resolveDestination({
        kind,
        id,
        referrer: document.referrer || null,
      }).then(
        (destination) => {
          if (!cancelled) window.location.replace(destination);
        },
        (error: unknown) =>
          fail(error instanceof AppError && error.code !== 'not_found' ? error.message : notFound),
      );
    }
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [kind, id, pageTitle, invalid, notFound, navigate]);

  return state;
}
