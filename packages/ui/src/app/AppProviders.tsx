import '@/lib/zod-without-eval';
import {
  MantineProvider,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
} from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import { Suspense, useState, type ReactNode } from 'react';
import { holdEarlyDialogs } from './early-dialogs';
import { lazyScreen } from '@/lib/lazy-screen';
import { theme } from './theme';

// The toast and dialog hosts are siblings of the app, loaded right after it: screens use the
// static APIs (`notifications.show` through notify.ts, `modals.openConfirmModal`), which queue
// or dispatch window events that the hosts pick up, so neither host has to wrap the page and
// neither weighs on the landing page's first load. A toast waits in Mantine's store for its
// host; a dialog opened before its host is kept by early-dialogs.ts.
const ToastHost = lazyScreen(() => import('./ToastHost'));
const DialogHost = lazyScreen(() => import('./DialogHost'));

/** Loads both hosts ahead, for a page prerendered with them in place (app/prerender). */
export function preloadAppHosts(): Promise<unknown> {
  return Promise.all([ToastHost.preload(), DialogHost.preload()]);
}

const colorSchemeManager = localStorageColorSchemeManager({ key: 'qrlink-color-scheme' });

// Mantine's default 'dimmed' grey is 3.3:1 on white, below WCAG AA: use darker/lighter greys.
// Placeholders too (2.1:1 on white by default): the date pickers show theirs as text
// ('dd/mm/aaaa'), which must be readable like any text. #6c757d is 4.7:1 on a white field and
// still lighter than what people type; dark-1 is 6.9:1 on a dark field. Validation messages use
// the error colour, red-6 by default (3.3:1 on white): red-9 is 5.9:1.
const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': '#6c757d',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-1)',
  },
});

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Errors are shown by the screens as pt-BR toasts; one retry covers a flaky network.
      queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export interface AppProvidersProps {
  children: ReactNode;
  queryClient?: QueryClient;
  store?: ReturnType<typeof createStore>;
}

/** Everything a screen needs around it: theme, server-state cache, modals, toasts, atoms. */
export function AppProviders({ children, queryClient, store }: AppProvidersProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  // On each mount, before the tree's effects: a screen may open a dialog in its first effect,
  // ahead of the host's provider (it listens from an effect of its own, run after the screen's).
  useState(holdEarlyDialogs);
  const [atoms] = useState(() => store ?? createStore());
  return (
    <JotaiProvider store={atoms}>
      <QueryClientProvider client={client}>
        <MantineProvider
          theme={theme}
          defaultColorScheme="light"
          colorSchemeManager={colorSchemeManager}
          cssVariablesResolver={cssVariablesResolver}
        >
          {children}
          <Suspense fallback={null}>
            <ToastHost />
            <DialogHost />
          </Suspense>
        </MantineProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
