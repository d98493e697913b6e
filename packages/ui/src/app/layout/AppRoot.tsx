import { Outlet } from 'react-router-dom';
import { useSessionBootstrap } from '../use-session-bootstrap';
import { MaintenanceGate } from './MaintenanceGate';

/** The router's root: starts the session once and applies maintenance mode to everything. */
export function AppRoot() {
  useSessionBootstrap();
  return (
    <MaintenanceGate>
      <Outlet />
    </MaintenanceGate>
  );
}
