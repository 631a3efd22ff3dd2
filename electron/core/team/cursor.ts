import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeFileAtomic } from '../fs/atomic-file';
import type { Position } from './outbox';

const CursorFile = z.object({
  v: z.literal(1),
  /** Which store the position is for: another store starts from the journal's beginning. */
  store: z.string(),
  file: z.string(),
  offset: z.number().int().min(0),
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

  load(store: string): Position | undefined {
    const read = readJsonFile(this.path);
    if (read.kind !== 'ok') return undefined;
    const parsed = CursorFile.safeParse(read.value);
    if (!parsed.success || parsed.data.store !== store) return undefined;
    return { file: parsed.data.file, offset: parsed.data.offset };
  }

  save(store: string, position: Position): void {
    writeFileAtomic(this.path, JSON.stringify({ v: 1, store, ...position }));
  }
}
