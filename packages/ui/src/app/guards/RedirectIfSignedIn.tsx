import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useSearchParams } from 'react-router-dom';
import { href, safeRedirectPath } from '@/lib/routes';
import { sessionAtom } from '@/lib/session';

/**
 * /login, /register and /forgot-password send signed-in users to /dashboard, or to the
 * `?redirect=` they came for when it is one of our own paths.
 */
export function RedirectIfSignedIn() {
  const session = useAtomValue(sessionAtom);
  const [params] = useSearchParams();
  if (session.status === 'authenticated') {
    return <Navigate to={safeRedirectPath(params.get('redirect'), href('dashboard'))} replace />;
  }
  return <Outlet />;
}
