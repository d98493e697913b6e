// The desktop renderer: the packages/ui app behind the desktop shell (first-launch backend
// choice, the desktop Platform), talking to main only through the preload's bridge.
import '@mantine/core/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DesktopShell } from '@qrlink/ui/desktop';
import type { DesktopBridge } from '@qrlink/ui/lib/platform/bridge-contract';
import { BRIDGE_GLOBAL } from '@qrlink/ui/lib/platform/bridge-channels';

const bridge = (window as unknown as Record<string, DesktopBridge | undefined>)[BRIDGE_GLOBAL];
const root = document.getElementById('root');
if (root && bridge) {
  createRoot(root).render(
    <StrictMode>
      <DesktopShell bridge={bridge} />
    </StrictMode>,
  );
} else if (root) {
  root.textContent = 'O QR Link para desktop precisa ser aberto pelo aplicativo.';
}
