import { open } from 'node:fs/promises';

/** Makes a directory's entries durable (POSIX); Windows cannot open a directory, and needs not. */
export async function fsyncDirectory(dir: string): Promise<void> {
  if (process.platform === 'win32') return;
  const handle = await open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}
