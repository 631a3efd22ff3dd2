import { open, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import { JournalRecord } from '../../../shared/schemas/journal';

/** A journal line by month file name, offset and length, as the index locates it. */
export interface NamedLineRef {
  name: string;
  offset: number;
  length: number;
}

/** Lines closer together than this are read in one go rather than one read each. */
const SPAN_LIMIT = 1024 * 1024;

/**
 * Reads the journal lines the index points at, each checked against the audit schema (a line
 * that fails is undefined, as a torn one is). Month files stay open until `close`. The map
 * holds the opening, not the handle: two reads of one month at once share one handle, where
 * two opens would leave the first one open for ever.
 */
export class LineReader {
  private readonly handles = new Map<string, Promise<FileHandle>>();

  constructor(private readonly dir: string) {}

  async read(ref: NamedLineRef): Promise<JournalRecord | undefined> {
    const buffer = Buffer.alloc(ref.length);
    await (await this.handle(ref.name)).read(buffer, 0, ref.length, ref.offset);
    return parseLine(buffer.toString('utf8'));
  }

  /**
   * Several lines, in the order given. A page of recent operations sits at the end of one
   * month's file: one read of that stretch instead of a hundred small ones.
   */
  async readMany(refs: readonly NamedLineRef[]): Promise<(JournalRecord | undefined)[]> {
    const records = new Array<JournalRecord | undefined>(refs.length);
    const byName = new Map<string, number[]>();
    refs.forEach((ref, i) => byName.set(ref.name, [...(byName.get(ref.name) ?? []), i]));
    for (const [name, positions] of byName) {
      const start = Math.min(...positions.map((i) => refs[i]!.offset));
      const end = Math.max(...positions.map((i) => refs[i]!.offset + refs[i]!.length));
      if (end - start > SPAN_LIMIT) {
        for (const i of positions) records[i] = await this.read(refs[i]!);
        continue;
      }
      const span = Buffer.alloc(end - start);
      await (await this.handle(name)).read(span, 0, span.length, start);
      for (const i of positions) {
        const { offset, length } = refs[i]!;
        records[i] = parseLine(span.toString('utf8', offset - start, offset - start + length));
      }
    }
    return records;
  }

  async close(): Promise<void> {
    const opened = [...this.handles.values()];
    this.handles.clear();
    for (const result of await Promise.allSettled(opened))
      if (result.status === 'fulfilled') await result.value.close();
  }

  private handle(name: string): Promise<FileHandle> {
    const known = this.handles.get(name);
    if (known) return known;
    const opening = open(join(this.dir, name), 'r');
    this.handles.set(name, opening);
    // A month that could not be opened is tried again by the next read.
    opening.catch(() => {
      if (this.handles.get(name) === opening) this.handles.delete(name);
    });
    return opening;
  }
}

export function parseLine(line: string): JournalRecord | undefined {
  if (line.trim() === '') return undefined;
  try {
    const result = JournalRecord.safeParse(JSON.parse(line));
    return result.success ? result.data : undefined;
  } catch {
    return undefined;
  }
}
