import { open, readdir, readFile, mkdir, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { JournalRecord, type JournalEntry } from '../../../shared/schemas/journal';
import { fsyncDirectory } from './fsync-directory';

const FILE_PATTERN = /^journal-(\d{4})-(\d{2})\.jsonl$/;

/**
 * Append-only JSON Lines, one file per month. Every append is fsynced before it resolves, so a
 * record the pipeline waited for survives a crash or power cut. Appends are serialized: one
 * writer, whole lines, in order.
 */
export class Journal {
  private queue: Promise<unknown> = Promise.resolve();
  private handle: { file: string; fh: FileHandle } | undefined;

  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Appends records as one write and one fsync: a batch is durable together. */
  append(...records: JournalRecord[]): Promise<void> {
    let lines = '';
    for (const record of records) {
      const parsed = JournalRecord.safeParse(record);
      if (!parsed.success) return Promise.reject(parsed.error);
      lines += `${JSON.stringify(parsed.data)}\n`;
    }
    const write = this.queue.then(() => this.write(lines));
    this.queue = write.catch(() => undefined);
    return write;
  }

  private async write(lines: string): Promise<void> {
    const file = join(this.dir, monthFile(this.now()));
    if (this.handle?.file !== file) {
      await this.handle?.fh.close();
      await mkdir(this.dir, { recursive: true });
      const created = !(await exists(file));
      this.handle = { file, fh: await open(file, 'a', 0o600) };
      // A new file's directory entry must be durable too, or the file can vanish on a crash.
      if (created) await fsyncDirectory(this.dir);
    }
    await this.handle.fh.appendFile(lines, 'utf8');
    await this.handle.fh.sync();
  }

  async close(): Promise<void> {
    await this.queue;
    await this.handle?.fh.close();
    this.handle = undefined;
  }

  /** Every record, oldest file first. A torn or corrupt line (a crash mid-write) is skipped. */
  async records(): Promise<JournalRecord[]> {
    const files = await this.files();
    const records: JournalRecord[] = [];
    for (const file of files) {
      const text = await readFile(join(this.dir, file), 'utf8');
      for (const line of text.split('\n')) {
        if (line.trim() === '') continue;
        const parsed = safeParse(line);
        if (parsed) records.push(parsed);
      }
    }
    return records;
  }

  /** Operations folded from their records, newest first. */
  async entries(): Promise<JournalEntry[]> {
    return foldEntries(await this.records()).reverse();
  }

  async recent(limit: number): Promise<JournalEntry[]> {
    return (await this.entries()).slice(0, limit);
  }

  async byId(operationId: string): Promise<JournalEntry | undefined> {
    return (await this.entries()).find((e) => e.begin.operation_id === operationId);
  }

  /** Operations with no finish, or whose latest finish is "unknown": the console lists them on start. */
  async unresolved(): Promise<JournalEntry[]> {
    return (await this.entries()).filter((e) => !e.finish || e.finish.outcome === 'unknown');
  }

  private async files(): Promise<string[]> {
    try {
      return (await readdir(this.dir)).filter((f) => FILE_PATTERN.test(f)).sort();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }
}

export function monthFile(date: Date): string {
  return `journal-${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}.jsonl`;
}

export function foldEntries(records: JournalRecord[]): JournalEntry[] {
  const byId = new Map<string, JournalEntry>();
  for (const record of records) {
    if (record.type === 'begin') {
      byId.set(record.operation_id, { begin: record, attempts: [] });
      continue;
    }
    const entry = byId.get(record.operation_id);
    if (!entry) continue; // its begin was in a torn line: nothing trustworthy to attach to
    if (record.type === 'attempt') entry.attempts.push(record);
    else entry.finish = record;
  }
  return [...byId.values()];
}

function safeParse(line: string): JournalRecord | undefined {
  try {
    const result = JournalRecord.safeParse(JSON.parse(line));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await (await open(file, 'r')).close();
    return true;
  } catch {
    return false;
  }
}
