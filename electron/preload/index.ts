import { contextBridge, ipcRenderer } from 'electron';
import { buildConsoleApi } from '../../shared/api-surface';

/**
 * Runs sandboxed with context isolation: the page gets `window.api` with one function per
 * contract channel, and never `ipcRenderer`, the IPC event, or a way to name a channel.
 */
contextBridge.exposeInMainWorld(
  'api',
  buildConsoleApi((channel, input) => ipcRenderer.invoke(channel, input)),
);
