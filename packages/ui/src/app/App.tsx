import { useState } from 'react';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routeTable } from './router';
import './global.css';

/** The whole web app: providers around the browser router. */
export function App() {
  const [router] = useState(() => createBrowserRouter(routeTable));
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
