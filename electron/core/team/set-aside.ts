import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { StoreWords } from '../../../shared/schemas/team';
import type { AuditRow } from './audit-row';

export interface SetAsideSummary {
  count: number;
  last: { operationId: string; seq: number; reason: string; why?: StoreWords; at: string };
}

/** Why the store would not take a record: main's English for the file, its reason for the page. */
export interface SetAsideReason {
  reason: string;
  why?: StoreWords;
}

interface Line {
  store: string;
  seq: number;
  operation_id: string;
  type: string;
  reason: string;
  why?: StoreWords;
  at: string;
}

/**
 * Journal records the team store refused (a value it cannot hold, a record too large): listed
 * beside the journal, which keeps them whole, so shipping goes on past them and Settings can
 * say how many were left out, and which, for this store.
 */
export class SetAside {
  private readonly path: string;

  constructor(
    journalDir: string,
    private readonly store: string,
  ) {
    this.path = join(journalDir, 'team-set-aside.jsonl');
  }

  add(rows: ({ row: AuditRow } & SetAsideReason)[]): void {
    const at = new Date().toISOString();
    const text = rows
      .map(({ row, reason, why }) =>
        JSON.stringify({
          store: this.store,
          seq: row.seq,
          operation_id: row.operationId,
          type: row.type,
          reason,
          ...(why ? { why } : {}),
          at,
        } satisfies Line),
      )
      .join('\n');
    appendFileSync(this.path, `${text}\n`);
  }

  summary(): SetAsideSummary | undefined {
    let text: string;
    try {
      text = readFileSync(this.path, 'utf8');
    } catch {
      return undefined;
    }
    const lines = text.split('\n').flatMap((line) => {
      try {
        const parsed = JSON.parse(line) as Line;
        return parsed.store === this.store ? [parsed] : [];
      } catch {
        return [];
      }
    });
    const last = lines.at(-1);
    if (!last) return undefined;
    return {
      count: lines.length,
      last: {
        operationId: last.operation_id,
        seq: last.seq,
        reason: last.reason,
        // The file is this console's own, but a line from an older console has no key.
        ...(StoreWords.safeParse(last.why).success ? { why: last.why } : {}),
        at: last.at,
      },
    };
  }
}
