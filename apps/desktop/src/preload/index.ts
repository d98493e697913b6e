// Preload (sandboxed, built as CommonJS: a sandboxed window cannot load an ES module preload).
// Exposes the bridge of create-bridge.ts as window.qrlinkDesktop, nothing else.
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '@qrlink/ui/lib/platform/bridge-channels';
import { createBridge } from './create-bridge';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge(ipcRenderer));
