// The desktop app's routes: the web app's, except that it opens at the sign-in screen instead
// of the landing page (the marketing pages stay reachable from the footer but are not needed).
import { Navigate, type RouteObject } from 'react-router-dom';
import { href, paths } from '@/lib/routes';
import { routeTable } from '../router';

function withoutLanding(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) =>
    route.path === paths.home
      ? { path: paths.home, element: <Navigate to={href('login')} replace /> }
      : route.children
        ? ({ ...route, children: withoutLanding(route.children) } as RouteObject)
        : route,
  );
}

export const desktopRouteTable = withoutLanding(routeTable);
