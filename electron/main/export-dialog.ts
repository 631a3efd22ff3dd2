import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { join } from 'node:path';
import { app, BrowserWindow, dialog } from 'electron';
import type { ExportSink } from '../core/ipc/activity';

/** Activity exports in Electron: the user picks where the file goes; it is readable by them only. */
export const saveDialogSink: ExportSink = async (fileName, _mime, content) => {
  const window = BrowserWindow.getFocusedWindow() ?? BrowserWindow.getAllWindows()[0];
  const options = {
    defaultPath: join(app.getPath('downloads'), fileName),
    filters: [
      fileName.endsWith('.csv')
        ? { name: 'CSV', extensions: ['csv'] }
        : { name: 'JSON Lines', extensions: ['jsonl'] },
    ],
  };
  const { canceled, filePath } = window
    ? await dialog.showSaveDialog(window, options)
    : await dialog.showSaveDialog(options);
  if (canceled || !filePath) return { kind: 'cancelled' };
  await pipeline(Readable.from(content), createWriteStream(filePath, { mode: 0o600 }));
  return { kind: 'saved', path: filePath };
};
