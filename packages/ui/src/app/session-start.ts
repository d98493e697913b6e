// The session's start-up itself, loaded by use-session-bootstrap.ts once a page has hydrated:
// it reads the data layer (and its zod schemas), which a page's first script does not carry.
import {
  AUTH_LINK_ERROR,
  consumeAuthRedirect,
  isAuthRedirectError,
  parseAuthRedirect,
} from '@qrlink/data/auth/consume-auth-redirect';
import { getCurrentSession } from '@qrlink/data/auth/get-current-session';
import type { SessionUser } from '@qrlink/data/auth/session-user';
import { watchAuthChanges } from '@qrlink/data/auth/watch-auth-changes';
import { AppError } from '@qrlink/data/errors';
import { needsSignInCode } from '@qrlink/data/two-factor/two-factor-status';
import { accountAccess } from '@/lib/account-access';
import { notify } from '@/lib/notify';
import { href } from '@/lib/routes';
import type { SessionState } from '@/lib/session';

/** What the start-up needs from the hook that runs it. */
export interface SessionStartCallbacks {
  /** Sets the session atom, unless the hook has since been unmounted. */
  set: (state: SessionState) => void;
  navigate: (to: string, options: { replace: true }) => void;
}

/** A restored or changed session: signed in, or still owing its two-factor code. */
async function toSignedIn(user: SessionUser): Promise<SessionState> {
  if (await needsSignInCode()) return { status: 'second_factor', user };
  return { status: 'authenticated', user, ...(await accountAccess(user.id)) };
}

/** Remove the e-mail link's tokens from the address bar without a navigation. */
function clearHash() {
  window.history.replaceState(
    window.history.state,
    '',
    window.location.pathname + window.location.search,
  );
}

/**
 * An e-mail link's #access_token wins (signup -> 'Conta confirmada!' and /dashboard, recovery ->
 * /update-password), otherwise the stored session is restored; then every later change (other
 * tabs, expiry) keeps the atom in sync. Resolves to the function that stops watching.
 */
export async function startSession({ set, navigate }: SessionStartCallbacks) {
  /** Who the start-up found signed in (null: nobody), before the watch began. */
  let startedAs: string | null = null;
  const tokens = parseAuthRedirect(window.location.hash);
  if (isAuthRedirectError(window.location.hash)) {
    clearHash();
    notify.error({ title: AUTH_LINK_ERROR.title, message: AUTH_LINK_ERROR.message });
  }
  if (tokens) {
    clearHash();
    try {
      const { kind, user } = await consumeAuthRedirect(tokens);
      startedAs = user.id;
      set(await toSignedIn(user));
      if (kind === 'recovery') {
        notify.success({
          title: 'Autenticado para recuperação',
          message: 'Defina sua nova senha abaixo.',
        });
        navigate(href('updatePassword'), { replace: true });
      } else {
        if (kind === 'signup')
          notify.success({ title: 'Conta confirmada!', message: 'Bem-vindo ao QR Link.' });
        navigate(href('dashboard'), { replace: true });
      }
    } catch (error) {
      notify.failure(error);
      set({ status: 'anonymous' });
    }
  } else {
    try {
      const user = await getCurrentSession();
      startedAs = user?.id ?? null;
      set(user ? await toSignedIn(user) : { status: 'anonymous' });
    } catch (error) {
      if (error instanceof AppError) console.warn('[qrlink] session start failed', error);
      set({ status: 'anonymous' });
    }
  }
  // Only the latest change may land: a sign-in's profile read that ends after a later
  // sign-out must not sign the person back in.
  let latestChange = 0;
  return watchAuthChanges((kind, user) => {
    // The session just read above, announced again as the watch starts: its role and
    // workspace are already read (reading them again cost the dashboard a round trip).
    if (kind === 'initial' && (user?.id ?? null) === startedAs) return;
    const change = ++latestChange;
    if (kind === 'signed_out' || !user) set({ status: 'anonymous' });
    // supabase-js holds its auth lock while calling listeners: query the profile after.
    else
      setTimeout(() => {
        void toSignedIn(user).then((state) => {
          if (change === latestChange) set(state);
        });
      }, 0);
  });
}
