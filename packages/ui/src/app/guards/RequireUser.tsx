import { useAtomValue } from 'jotai';
import { Outlet } from 'react-router-dom';
import { sessionAtom } from '@/lib/session';
import { FullPageLoader } from '@/lib/components/FullPageLoader';
import { RedirectToLogin } from './RedirectToLogin';

const USER_GUARD_LOADING = 'Carregando sua experiência...';

/** Signed-in users only; anonymous visitors go to /login and come back after signing in. */
export function RequireUser() {
  const session = useAtomValue(sessionAtom);
  if (session.status === 'loading') return <FullPageLoader label={USER_GUARD_LOADING} />;
  if (session.status !== 'authenticated') return <RedirectToLogin />;
  return <Outlet />;
}
