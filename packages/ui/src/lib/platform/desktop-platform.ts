// The desktop app: files go through main's dialogs (the preload bridge), and the public origin
// is the backend's PUBLIC_URL or the backend itself: never the page's own address, which is
// the app's internal one inside Electron.
import { blobBytes } from './blob-bytes';
import type { DesktopBridge } from './bridge-contract';
import type { FileToSave, Platform } from './platform-types';

async function toRequest(file: FileToSave) {
  const data = typeof file.content === 'string' ? file.content : await blobBytes(file.content);
  return { fileName: file.fileName, data };
}

export function createDesktopPlatform(bridge: DesktopBridge, publicOrigin: string): Platform {
  return {
    kind: 'desktop',
    saveFile: async (file) => bridge.saveFile(await toRequest(file)),
    publicOrigin: () => Promise.resolve(publicOrigin),
    provisionalOrigin: () => publicOrigin,
    desktop: {
      async exportQrCodes(job, onProgress) {
        const unsubscribe = bridge.onExportProgress(onProgress);
        try {
          return await bridge.exportQrCodes(job);
        } finally {
          unsubscribe();
        }
      },
      cancelExport: () => bridge.cancelExport(),
      saveFilesToFolder: async (files) =>
        bridge.saveFilesToFolder({ files: await Promise.all(files.map(toRequest)) }),
    },
  };
}
