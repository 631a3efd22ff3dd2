import { JOURNAL_CODES } from '../../../shared/operations/catalog';
import type { Outcome } from '../../../shared/schemas/operation';

/**
 * Each outcome's code in the journal index. Given once, never changed or reused: an index
 * outlives the version that wrote it, and a code that moved would relabel its history.
 */
export const OUTCOME_CODES = {
  succeeded: 1,
  declined: 2,
  failed: 3,
  unknown: 4,
  pending: 5,
  resolved: 6,
} as const satisfies Record<Outcome, number>;

/**
 * The codes an index is written and read with: the catalog's journal codes and the outcome
 * codes. Code 0 is a name this version does not know (a line written by a newer one), so no
 * zeroed byte ever reads as a real operation. Codes fit the index's one byte, below 255.
 */
export interface IndexCodes {
  readonly operations: Readonly<Record<string, number>>;
  readonly outcomes: Readonly<Record<string, number>>;
}

export const INDEX_CODES: IndexCodes = { operations: JOURNAL_CODES, outcomes: OUTCOME_CODES };

/** `name`'s code in `table`; own keys only, so a line naming `constructor` is just unknown. */
export function codeOf(table: Readonly<Record<string, number>>, name: string): number | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}

/**
 * How an index written with `written` reads under `current`: `same`; `older` when every name
 * it knew keeps its code and `current` only adds names (written before an operation was
 * added: still right); `conflict` when a name's code differs or a name is gone, which would
 * read some rows under another name, so the index must be rebuilt from the journal.
 */
export function compareCodes(
  written: IndexCodes,
  current: IndexCodes,
): 'same' | 'older' | 'conflict' {
  let added = false;
  for (const part of ['operations', 'outcomes'] as const) {
    const [was, now] = [written[part], current[part]];
    for (const name of Object.keys(was)) if (codeOf(now, name) !== was[name]) return 'conflict';
    if (Object.keys(now).length > Object.keys(was).length) added = true;
  }
  return added ? 'older' : 'same';
}

/** Which codes a byte may hold under `table`: a lookup per byte for checking whole months. */
export function knownCodes(table: Readonly<Record<string, number>>): Uint8Array {
  const known = new Uint8Array(256);
  for (const code of Object.values(table)) known[code] = 1;
  return known;
}
