// The desktop renderer's start: read the remembered backend through the bridge (or ask for one
// on first launch), configure supabase-js and the desktop Platform, then show the app. A
// backend that cannot be reached brings the setup screen back with the reason.
import { useEffect, useState } from 'react';
import { configureSupabase } from '@qrlink/data/client';
import { FullPageLoader } from '@/lib/components/FullPageLoader';
import type { BackendChoice, DesktopBridge } from '@/lib/platform/bridge-contract';
import { createDesktopPlatform } from '@/lib/platform/desktop-platform';
import { setPlatform } from '@/lib/platform/platform';
import { AppProviders } from '../AppProviders';
import { BackendSetup } from './BackendSetup';
import { DesktopApp } from './DesktopApp';
import { resolveBackend } from './resolve-backend';

type ShellState =
  | { status: 'loading' }
  | { status: 'setup'; problem: string | null }
  | { status: 'ready' };

export interface DesktopShellProps {
  bridge: DesktopBridge;
  /** After a new backend is saved: main serves the next page with its policy (default: reload). */
  reload?: () => void;
}

export function DesktopShell({
  bridge,
  reload = () => window.location.reload(),
}: DesktopShellProps) {
  const [state, setState] = useState<ShellState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    async function start() {
      const choice = await bridge.getBackend();
      if (!choice) return setState({ status: 'setup', problem: null });
      try {
        const backend = await resolveBackend(choice);
        await configureSupabase(backend.config);
        setPlatform(createDesktopPlatform(bridge, backend.publicOrigin));
        if (!cancelled) setState({ status: 'ready' });
      } catch {
        if (!cancelled) {
          setState({
            status: 'setup',
            problem: `O servidor ${describe(choice)} não respondeu. Confira o endereço ou tente outro.`,
          });
        }
      }
    }
    void start();
    return () => {
      cancelled = true;
    };
  }, [bridge]);

  async function save(choice: BackendChoice) {
    await bridge.setBackend(choice);
    reload();
  }

  return (
    <AppProviders>
      {state.status === 'loading' ? (
        <FullPageLoader label="Conectando..." />
      ) : state.status === 'setup' ? (
        <BackendSetup onSubmit={save} problem={state.problem} />
      ) : (
        <DesktopApp />
      )}
    </AppProviders>
  );
}

function describe(choice: BackendChoice): string {
  return choice.kind === 'self-hosted' ? choice.serverUrl : choice.supabaseUrl;
}
