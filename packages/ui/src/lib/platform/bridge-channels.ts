// The IPC channel names and the bridge's global name: no dependencies, so the preload bundles
// only these few strings.
export const BRIDGE_GLOBAL = 'qrlinkDesktop';

/** Every IPC channel. Renderer-to-main channels are `invoke`d; `exportProgress` is an event. */
export const CHANNELS = {
  getBackend: 'backend:get',
  setBackend: 'backend:set',
  saveFile: 'file:save',
  saveFilesToFolder: 'files:save-to-folder',
  exportQrCodes: 'qr-export:start',
  cancelExport: 'qr-export:cancel',
  exportProgress: 'qr-export:progress',
} as const;
