// Electron main process: the composition root. Everything it wires is a plain module with its
// Electron pieces injected (tested without the binary); only this file touches Electron itself.
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, session, shell } from 'electron';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { nodeFileSystem } from './files/file-system';
import { createBackendStore } from './handlers/backend-store';
import { channelHandlers } from './handlers/channel-handlers';
import { createElectronDialogs } from './handlers/dialogs';
import { createExportQrCodes } from './handlers/export-qr-codes';
import { createExportSession } from './handlers/export-session';
import { createSaveFile } from './handlers/save-file';
import { createSaveFilesToFolder } from './handlers/save-files-to-folder';
import { registerHandlers } from './ipc/register-handlers';
import { createRenderPool, type WorkerLike } from './qr-export/render-pool';
import createRenderWorker from './qr-export/render-worker?nodeWorker';
import { APP_HOST, APP_SCHEME, appLocation } from './security/app-origin';
import { serveAppRequest } from './security/app-protocol';
import { backendCorsChange } from './security/backend-cors';
import { contentSecurityPolicy } from './security/content-security-policy';
import { guardNavigation, handleWindowOpen } from './security/navigation';
import { mainWindowOptions } from './window-options';

// Before `ready`: app:// is a standard, secure origin whose pages may use fetch.
protocol.registerSchemesAsPrivileged([
  {
    scheme: APP_SCHEME,
    privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: false },
  },
]);

const location = appLocation(process.env.ELECTRON_RENDERER_URL);
const rendererDir = join(import.meta.dirname, '../renderer');
const windows = new Set<number>();
let mainWindow: BrowserWindow | null = null;

const backend = createBackendStore({ fs: nodeFileSystem, userDataDir: app.getPath('userData') });
let backendOrigin: string | null = null;

const dialogs = createElectronDialogs({
  dialog,
  window: () => mainWindow,
  defaultFolder: () => app.getPath('downloads'),
});
const exportSession = createExportSession();
const renderThreads = Math.max(1, Math.min(4, availableParallelism()));

function createRenderer(logos: Parameters<typeof createRenderPool>[0]['logos']) {
  return createRenderPool({
    size: renderThreads,
    spawn: () => createRenderWorker({}) as unknown as WorkerLike,
    logos,
  });
}

function createWindow(): void {
  const window = new BrowserWindow(
    mainWindowOptions(
      join(import.meta.dirname, '../preload/index.cjs'),
      app.isPackaged ? undefined : join(import.meta.dirname, '../../../../build/icon.png'),
    ),
  );
  mainWindow = window;
  const id = window.webContents.id;
  windows.add(id);
  window.on('closed', () => {
    windows.delete(id);
    if (mainWindow === window) mainWindow = null;
  });
  const policy = {
    appOrigin: location.origin,
    openExternal: (url: string) => void shell.openExternal(url),
  };
  window.webContents.setWindowOpenHandler(({ url }) => handleWindowOpen(url, policy));
  window.webContents.on('will-navigate', (event, url) => guardNavigation(event, url, policy));
  window.webContents.on('will-redirect', (event, url) => guardNavigation(event, url, policy));
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
  window.once('ready-to-show', () => window.show());
  void window.loadURL(location.entryUrl);
}

function applicationMenu(): Menu {
  return Menu.buildFromTemplate([
    {
      label: 'Arquivo',
      submenu: [
        {
          label: 'Trocar de servidor...',
          click: async () => {
            await backend.clear();
            backendOrigin = null;
            mainWindow?.webContents.reload();
          },
        },
        { type: 'separator' },
        { role: 'quit', label: 'Sair' },
      ],
    },
    {
      label: 'Editar',
      submenu: [
        { role: 'undo', label: 'Desfazer' },
        { role: 'redo', label: 'Refazer' },
        { type: 'separator' },
        { role: 'cut', label: 'Recortar' },
        { role: 'copy', label: 'Copiar' },
        { role: 'paste', label: 'Colar' },
        { role: 'selectAll', label: 'Selecionar tudo' },
      ],
    },
    {
      label: 'Exibir',
      submenu: [
        { role: 'reload', label: 'Recarregar' },
        { role: 'resetZoom', label: 'Tamanho original' },
        { role: 'zoomIn', label: 'Aumentar' },
        { role: 'zoomOut', label: 'Diminuir' },
        { type: 'separator' },
        { role: 'togglefullscreen', label: 'Tela cheia' },
        ...(app.isPackaged
          ? []
          : [{ role: 'toggleDevTools' as const, label: 'Ferramentas do desenvolvedor' }]),
      ],
    },
  ]);
}

void app.whenReady().then(async () => {
  backendOrigin = backend.originOf(await backend.get());
  protocol.handle(APP_SCHEME, (request) => {
    if (new URL(request.url).host !== APP_HOST) return new Response(null, { status: 404 });
    return serveAppRequest(request, {
      rendererDir,
      readFile: nodeFileSystem.readFile,
      contentSecurityPolicy: () => contentSecurityPolicy(backendOrigin),
    });
  });
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    const change = backendCorsChange(details, backendOrigin, location.origin);
    callback(change ?? {});
  });
  // No permission (camera, notifications, geolocation...) is ever granted to the page.
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, done) => done(false));
  registerHandlers(
    ipcMain,
    { appOrigin: location.origin, isAppWindow: (webContentsId) => windows.has(webContentsId) },
    channelHandlers({
      backend,
      onBackendChanged: (choice) => {
        backendOrigin = backend.originOf(choice);
      },
      saveFile: createSaveFile({ dialogs, fs: nodeFileSystem }),
      saveFilesToFolder: createSaveFilesToFolder({
        dialogs,
        fs: nodeFileSystem,
        session: exportSession,
        now: () => performance.now(),
      }),
      exportQrCodes: createExportQrCodes({
        dialogs,
        fs: nodeFileSystem,
        session: exportSession,
        createRenderer,
        now: () => performance.now(),
        concurrency: renderThreads * 2,
      }),
      session: exportSession,
    }),
  );
  Menu.setApplicationMenu(applicationMenu());
  createWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
