import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeFileAtomic } from '../fs/atomic-file';
import type { Positions } from './outbox';

const CursorFile = z.object({
  v: z.literal(1),
  /** Which store the position is for: another store starts from the journal's beginning. */
  store: z.string(),
  /** Per journal month file, the byte offset up to which the store has every record. */
  files: z.record(z.string(), z.number().int().min(0)),
});

/**
 * How far the journal is stored in the team store, beside the journal and written atomically
 * (fsync, rename, fsync of the folder) only after the store committed the records before it.
 * A crash between the commit and this write resends those records: the store ignores them.
 */
export class ShipCursor {
  private readonly path: string;

  constructor(journalDir: string) {
    this.path = join(journalDir, 'team-cursor.json');
  }

  /** Where shipping to `store` stopped; nothing (start from the top) for another store. */
  load(store: string): Positions {
    const read = readJsonFile(this.path);
    if (read.kind !== 'ok') return {};
    const parsed = CursorFile.safeParse(read.value);
    if (!parsed.success || parsed.data.store !== store) return {};
    return parsed.data.files;
  }

  save(store: string, files: Positions): void {
    writeFileAtomic(this.path, JSON.stringify({ v: 1, store, files }));
  }
}
