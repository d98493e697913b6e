import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { FullPageLoader } from '@/lib/components/FullPageLoader';
import { isAdminAtom, sessionAtom } from '@/lib/session';
import { useSiteStatus } from '@/lib/site-status';
import { MaintenancePage } from './MaintenancePage';

// Redirects keep working during maintenance (printed QR codes must not break), and /login
// stays open so an admin can get in and switch maintenance off.
const ALWAYS_OPEN = [/^\/qr\//, /^\/s\//, /^\/login\/?$/];

/**
 * Shows the maintenance page instead of the site to everyone but admins. The site renders
 * while the setting is being read (the landing page must not wait for the backend client);
 * the server enforces what matters on its own.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { status, isLoading } = useSiteStatus();
  const session = useAtomValue(sessionAtom);
  const isAdmin = useAtomValue(isAdminAtom);
  const { pathname } = useLocation();
  if (ALWAYS_OPEN.some((pattern) => pattern.test(pathname))) return children;
  if (isLoading || !status.maintenance.enabled || isAdmin) return children;
  if (session.status === 'loading') return <FullPageLoader label="Carregando..." />;
  return <MaintenancePage message={status.maintenance.message} />;
}
