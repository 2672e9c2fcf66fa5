// Sandboxed preload: exposes exactly one object, `window.courtside`, built from the IPC map.
import { contextBridge, ipcRenderer } from 'electron';
import { createBridge } from './bridge.ts';

contextBridge.exposeInMainWorld('courtside', createBridge(ipcRenderer));
