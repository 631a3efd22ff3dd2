import { ipcMain, type IpcMainInvokeEvent } from 'electron';
import { CHANNELS } from '../../shared/channels';
import { refuse } from '../../shared/error-words';
import { dispatch } from '../core/ipc/dispatch';
import type { HandlerRegistry } from '../core/ipc';
import { logError } from '../core/log';
import { windowCaller } from '../core/words/languages';
import { isAppUrl } from './app-origin';

/**
 * Checklist 17: a call is served only when it comes from the app's own main frame. Subframes,
 * other origins or a navigated-away page get a `forbidden` Result and reach no handler.
 */
export function isTrustedSender(event: Pick<IpcMainInvokeEvent, 'senderFrame'>): boolean {
  const frame = event.senderFrame;
  return frame !== null && frame.parent === null && isAppUrl(frame.url);
}

/**
 * Binds every contract channel, and only those, to the shared dispatch. Electron hands a
 * listener's exception to the page as its raw message, so nothing here may throw: a frame that
 * went away while it was looked at is answered like any other failure.
 */
export function bindIpc(handlers: HandlerRegistry): () => void {
  for (const channel of CHANNELS) {
    ipcMain.handle(channel, async (event, input: unknown) => {
      try {
        return isTrustedSender(event)
          ? await dispatch(handlers, channel, input, windowCaller(event.sender.id))
          : refuse('forbidden', 'window_not_authorized');
      } catch (error) {
        logError(`${channel} ipc`, error);
        return refuse('internal', 'unexpected');
      }
    });
  }
  return () => CHANNELS.forEach((channel) => ipcMain.removeHandler(channel));
}
