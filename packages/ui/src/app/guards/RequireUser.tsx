import { useAtomValue } from 'jotai';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { href } from '../routes';
import { sessionAtom } from '../session';
import { FullPageLoader } from './FullPageLoader';

export const USER_GUARD_LOADING = 'Carregando sua experiência...';

/** Signed-in users only; anonymous visitors go to /login and come back after signing in. */
export function RequireUser() {
  const session = useAtomValue(sessionAtom);
  const location = useLocation();
  if (session.status === 'loading') return <FullPageLoader label={USER_GUARD_LOADING} />;
  if (session.status === 'anonymous') {
    return (
      <Navigate
        to={href('login', undefined, { redirect: `${location.pathname}${location.search}` })}
        replace
      />
    );
  }
  return <Outlet />;
}
