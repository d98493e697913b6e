import { useState } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { href } from '@/lib/routes';
import { desktopRouteTable } from './desktop-routes';

/**
 * The app inside Electron. The router lives in memory: the page's address is the app's own
 * (app://qrlink/index.html) and never names a screen. It starts at the sign-in screen, which
 * sends a signed-in user on to the dashboard.
 */
export function DesktopApp() {
  const [router] = useState(() =>
    createMemoryRouter(desktopRouteTable, { initialEntries: [href('login')] }),
  );
  return <RouterProvider router={router} />;
}
