import { useSetAtom } from 'jotai';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionAtom, type SessionState } from '@/lib/session';
import { afterHydration } from '@/lib/hydration';
import type { startSession as StartSession } from './session-start';

/**
 * Start-up of the session (docs/product/data-model.md, "States and transitions"), in
 * session-start.ts: loaded here once the page has hydrated, so the data layer is not part of
 * the script every page loads before it is interactive.
 */
export function useSessionBootstrap() {
  const setSession = useSetAtom(sessionAtom);
  // useNavigate() changes identity on every navigation; the start-up must run only once.
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);

  useEffect(() => {
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;

    async function start() {
      // A prerendered page's screen shows a visitor: it hydrates as one before the session moves.
      await afterHydration();
      if (cancelled) return;
      // The backend's client (its configuration, supabase-js) starts loading beside the
      // start-up's script instead of after it: one wait on a phone's network, not two in a row.
      void import('@qrlink/data/client').then(({ getSupabase }) => getSupabase()).catch(() => {});
      let startSession: typeof StartSession;
      try {
        ({ startSession } = await import('./session-start'));
      } catch (error) {
        // Its script could not load (offline): a visitor, as when the session cannot be read.
        console.warn('[qrlink] session start failed', error);
        if (!cancelled) setSession({ status: 'anonymous' });
        return;
      }
      if (cancelled) return;
      const stop = await startSession({
        set: (state: SessionState) => {
          if (!cancelled) setSession(state);
        },
        navigate: (to, options) => void navigateRef.current(to, options),
      });
      if (cancelled) stop();
      else unsubscribe = stop;
    }

    void start();
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [setSession]);
}
