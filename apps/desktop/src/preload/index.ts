// Preload: exposes named, typed functions only (never ipcRenderer itself).
import { contextBridge } from 'electron';

contextBridge.exposeInMainWorld('qrlinkDesktop', { platform: 'desktop' as const });
