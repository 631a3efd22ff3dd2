import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { rowOf } from '../activity/rows';
import { Journal } from '../journal/journal';
import { parseStoreUrl } from './connection';
import { ShipCursor } from './cursor';
import { Shipper } from './shipper';
import { getTeamEntry, queryTeam, teamReaderPool } from './team-query';
import { proofOf, testConsoleId } from './testing/console-ids';
import { makeOperation } from './testing/operations';
import { withClient } from './testing/store-fixture';
import { teamStoreForFile } from './testing/store-per-file';

// A real server under a shared 2-core machine: generous, never hanging.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

const t = teamStoreForFile('operator-identity');
const readers: { end(): Promise<void> }[] = [];
afterAll(async () => {
  for (const reader of readers) await reader.end();
});

const ISSUER = 'https://id.example.com/realms/shop';

describe('the team store keeps who made an operation as the provider said it', () => {
  it('stores the issuer and subject in their own columns, and Team Activity finds the person by subject', async () => {
    const subject = `sub-${randomUUID()}`;
    const verified = makeOperation({
      i: 1,
      operator: `Ana Store (${subject} at ${ISSUER})`,
      identity: { kind: 'verified', issuer: ISSUER, subject, name: 'Ana Store' },
    });
    const local = makeOperation({ i: 2, operator: 'maria (local, not verified)' });
    const older = makeOperation({ i: 3, operator: 'qa' });
    const dir = t.tempDir();
    const journal = new Journal(dir);
    for (const op of [verified, local, older]) await journal.append(...op.records);
    await journal.close();
    const consoleId = testConsoleId();
    const parsed = parseStoreUrl(t.store.writerUrl);
    const shipper = t.closeAfter(
      new Shipper({
        journalDir: dir,
        cursor: new ShipCursor(dir),
        store: parsed.display,
        config: { ...parsed.config, password: parsed.password },
        consoleId,
        consoleProof: proofOf(consoleId),
        consoleName: () => 'Store north',
      }),
    );
    shipper.start();
    await shipper.idle();

    const columns = await withClient(t.store.ownerUrl, (client) =>
      client.query<{ operation_id: string; operator_issuer: string; operator_subject: string }>(
        `SELECT operation_id, operator_issuer, operator_subject FROM audit_records
          WHERE type = 'begin' ORDER BY operation_id`,
      ),
    );
    expect(columns.rows).toEqual([
      { operation_id: verified.id, operator_issuer: ISSUER, operator_subject: subject },
      { operation_id: local.id, operator_issuer: null, operator_subject: null },
      { operation_id: older.id, operator_issuer: null, operator_subject: null },
    ]);

    const reader = teamReaderPool({ connectionString: t.store.readerUrl });
    reader.on('error', () => undefined);
    readers.push(reader);
    const page = await queryTeam(reader, { operator: subject }, { limit: 50 });
    expect(page.entries.map(({ entry }) => entry.begin.operation_id)).toEqual([verified.id]);
    expect(rowOf(page.entries[0]!.entry, false, { team: true }).operator_identity).toEqual({
      kind: 'verified',
      issuer: ISSUER,
      subject,
      name: 'Ana Store',
    });
    // An older record, with a label alone, reads as a local operator nothing verified.
    const old = await getTeamEntry(reader, consoleId, older.id);
    expect(rowOf(old!.entry, false, { team: true }).operator_identity).toEqual({
      kind: 'local',
      name: 'qa',
    });
  });
});
