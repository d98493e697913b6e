import { MantineProvider, localStorageColorSchemeManager } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Provider as JotaiProvider, createStore } from 'jotai';
import dayjs from 'dayjs';
import 'dayjs/locale/pt-br';
import { useState, type ReactNode } from 'react';
import { theme } from './theme';

dayjs.locale('pt-br');

const colorSchemeManager = localStorageColorSchemeManager({ key: 'qrlink-color-scheme' });

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
  const [atoms] = useState(() => store ?? createStore());
  return (
    <JotaiProvider store={atoms}>
      <QueryClientProvider client={client}>
        <MantineProvider
          theme={theme}
          defaultColorScheme="light"
          colorSchemeManager={colorSchemeManager}
        >
          <ModalsProvider labels={{ confirm: 'Confirmar', cancel: 'Cancelar' }}>
            <Notifications position="top-right" limit={4} />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </JotaiProvider>
  );
}
