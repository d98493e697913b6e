import { useAtomValue } from 'jotai';
import { Navigate, useLocation } from 'react-router-dom';
import { href } from '@/lib/routes';
import { sessionAtom } from '@/lib/session';

/**
 * To /login, carrying the current address so signing in comes back here; home instead when the
 * user has just chosen 'Sair' (a dashboard redirect still under way must not end on /login).
 */
export function RedirectToLogin() {
  const location = useLocation();
  const session = useAtomValue(sessionAtom);
  if (session.status === 'anonymous' && session.signedOut) {
    return <Navigate to={href('home')} replace />;
  }
  return (
    <Navigate
      to={href('login', undefined, { redirect: `${location.pathname}${location.search}` })}
      replace
    />
  );
}
