import { useAtomValue } from 'jotai';
import { Navigate, Outlet } from 'react-router-dom';
import { href } from '@/lib/routes';
import { sessionAtom } from '@/lib/session';
import { FullPageLoader } from '@/lib/components/FullPageLoader';
import { RedirectToLogin } from './RedirectToLogin';

const ADMIN_GUARD_LOADING = 'Verificando permissões...';

/**
 * Admins only (profiles.role = admin): anonymous -> /login, signed-in non-admin -> /dashboard.
 * This only hides screens; every admin call is checked again by the server.
 */
export function RequireAdmin() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loading') return <FullPageLoader label={ADMIN_GUARD_LOADING} />;
  if (session.status !== 'authenticated') return <RedirectToLogin />;
  if (session.role !== 'admin') return <Navigate to={href('dashboard')} replace />;
  return <Outlet />;
}
