// A DesktopBridge for component tests: every function a vi.fn with a plausible answer.
import { vi } from 'vitest';
import type { DesktopBridge } from '../bridge-contract';

export function fakeBridge(overrides: Partial<DesktopBridge> = {}): DesktopBridge {
  return {
    platform: 'desktop',
    getBackend: vi.fn(async () => null),
    setBackend: vi.fn(async (choice) => choice),
    saveFile: vi.fn(async (request) => ({ status: 'saved' as const, fileName: request.fileName })),
    saveFilesToFolder: vi.fn(async () => ({ status: 'no-folder' as const })),
    exportQrCodes: vi.fn(async () => ({ status: 'no-folder' as const })),
    cancelExport: vi.fn(async () => {}),
    onExportProgress: vi.fn(() => () => {}),
    ...overrides,
  };
}
