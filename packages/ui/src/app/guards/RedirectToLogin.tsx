import { Navigate, useLocation } from 'react-router-dom';
import { href } from '@/lib/routes';

/** To /login, carrying the current address so signing in comes back here. */
export function RedirectToLogin() {
  const location = useLocation();
  return (
    <Navigate
      to={href('login', undefined, { redirect: `${location.pathname}${location.search}` })}
      replace
    />
  );
}
