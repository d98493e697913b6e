import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { dismissToastsOlderThan } from '@/lib/notify';
import { pageTitle } from '@/lib/page-titles';
import { useSessionBootstrap } from '../use-session-bootstrap';
import { MaintenanceGate } from './MaintenanceGate';

/** A toast shown this recently belongs to the navigation it announced ('Login bem-sucedido!'). */
const TOAST_SURVIVES_NAVIGATION_MS = 1500;

/** Per page: its title in the tab, and the previous screen's toasts gone. */
function usePageChange() {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = pageTitle(pathname);
    dismissToastsOlderThan(TOAST_SURVIVES_NAVIGATION_MS);
  }, [pathname]);
}

/** The router's root: starts the session once and applies maintenance mode to everything. */
export function AppRoot() {
  useSessionBootstrap();
  usePageChange();
  return (
    <MaintenanceGate>
      <Outlet />
    </MaintenanceGate>
  );
}
