import { MemoryRouter } from 'react-router-dom';
import { href } from '@/lib/routes';
import { AppRoutes } from '../router';
import { desktopRouteTable } from './desktop-routes';

/**
 * The app inside Electron. The router lives in memory: the page's address is the app's own
 * (app://qrlink/index.html) and never names a screen. It starts at the sign-in screen, which
 * sends a signed-in user on to the dashboard.
 */
export function DesktopApp() {
  return (
    <MemoryRouter initialEntries={[href('login')]} useTransitions={false}>
      <AppRoutes routes={desktopRouteTable} />
    </MemoryRouter>
  );
}
