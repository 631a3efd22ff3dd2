/* Test helper (no tests here): everything written under a folder, for canary scans. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Each file under `dir`, recursively, with its bytes read as latin1 so no byte is lost. */
export function readTreeText(dir: string): Array<{ path: string; text: string }> {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, text: readFileSync(path).toString('latin1') };
    });
}
