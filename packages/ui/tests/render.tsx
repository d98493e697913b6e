import { render, screen, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createStore } from 'jotai';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders, createQueryClient } from '@/app/AppProviders';
import type { QueryClient } from '@tanstack/react-query';

/** Shows the router's current address so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {`${location.pathname}${location.search}`}
    </output>
  );
}

export interface RenderOptions {
  /** The address the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted under (default: every path). */
  path?: string;
  /** A jotai store prepared by the test (e.g. with a signed-in session). */
  store?: ReturnType<typeof createStore>;
  /** Router state the page starts with (what another page passed to navigate()). */
  routeState?: unknown;
}

export interface RenderWithProvidersResult extends RenderResult {
  user: UserEvent;
  store: ReturnType<typeof createStore>;
  /** The server-state cache the tree reads. */
  queryClient: QueryClient;
  /** The router's current pathname + search. */
  location: () => string;
}

/** Render inside the real providers (Mantine, query cache, jotai, modals, toasts) and a router. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', store = createStore(), routeState }: RenderOptions = {},
): RenderWithProvidersResult {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false } });
  const result = render(
    <AppProviders queryClient={queryClient} store={store}>
      {/* Navigations without transitions, as the app's routers (app/router.tsx). */}
      <MemoryRouter
        useTransitions={false}
        initialEntries={[routeState === undefined ? route : { pathname: route, state: routeState }]}
      >
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>,
  );
  return {
    ...result,
    // No pause between keystrokes: the events of one `type` fire in one go, as a fast typist's
    // would, and React renders once for them instead of once per character (the project's
    // tests took 9-13% less time here, measured alternately).
    user: userEvent.setup({ delay: null }),
    store,
    queryClient,
    location: () => screen.getByTestId('location').textContent ?? '',
  };
}
