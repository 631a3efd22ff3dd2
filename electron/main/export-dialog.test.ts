import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, expect, it, vi } from 'vitest';

const showSaveDialog = vi.fn();
vi.mock('electron', () => ({
  app: { getPath: () => '/home/ana/Downloads' },
  BrowserWindow: { getFocusedWindow: () => null, getAllWindows: () => [] },
  dialog: { showSaveDialog },
}));

const { saveDialogSink } = await import('./export-dialog');

async function* lines() {
  yield 'a,b\r\n';
  yield '1,2\r\n';
}

beforeEach(() => showSaveDialog.mockReset());

it('writes the export where the user chose, readable by them only', async () => {
  const target = join(mkdtempSync(join(tmpdir(), 'export-')), 'activity.csv');
  showSaveDialog.mockResolvedValue({ canceled: false, filePath: target });
  expect(await saveDialogSink('activity.csv', 'text/csv', lines())).toEqual({
    kind: 'saved',
    path: target,
  });
  expect(showSaveDialog.mock.calls[0]![0]).toMatchObject({
    defaultPath: '/home/ana/Downloads/activity.csv',
  });
  expect(readFileSync(target, 'utf8')).toBe('a,b\r\n1,2\r\n');
  if (process.platform !== 'win32') expect(statSync(target).mode & 0o777).toBe(0o600);
});

it('writes nothing when the dialog is cancelled', async () => {
  showSaveDialog.mockResolvedValue({ canceled: true, filePath: undefined });
  expect(await saveDialogSink('activity.csv', 'text/csv', lines())).toEqual({ kind: 'cancelled' });
});
