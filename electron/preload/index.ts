import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { buildConsoleApi } from '../../shared/api-surface';

/**
 * Runs sandboxed with context isolation: the page gets `window.api` with one function per
 * contract channel (and one per push channel, to listen), and never `ipcRenderer`, the IPC
 * event, or a way to name a channel.
 */
contextBridge.exposeInMainWorld(
  'api',
  buildConsoleApi(
    (channel, input) => ipcRenderer.invoke(channel, input),
    (channel, listener) => {
      const deliver = (_event: IpcRendererEvent, payload: unknown) => listener(payload);
      ipcRenderer.on(channel, deliver);
      return () => void ipcRenderer.removeListener(channel, deliver);
    },
  ),
);
