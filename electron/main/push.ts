import type { PushHub } from '../core/push';

/** What the shell needs of a window to tell it something: Electron's `BrowserWindow`. */
export interface PushTarget {
  isDestroyed(): boolean;
  webContents: { send(channel: string, payload: unknown): void };
}

/**
 * Sends each of main's push messages to every open window, on the push channel's own name: a
 * profile activated in one window is the profile every window shows and sends money for.
 */
export function bindPush(push: PushHub, windows: () => readonly PushTarget[]): () => void {
  return push.subscribe(({ channel, payload }) => {
    for (const window of windows()) {
      if (!window.isDestroyed()) window.webContents.send(channel, payload);
    }
  });
}
