import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { Journal } from '../journal/journal';
import { parseStoreUrl } from './connection';
import { ShipCursor } from './cursor';
import { Shipper } from './shipper';
import { makeCertificates } from './testing/certificates';
import { makeOperation } from './testing/operations';
import { startTeamStore, type TeamStoreFixture } from './testing/store-fixture';
import { proofOf, testConsoleId } from './testing/console-ids';

/** The store over TLS: the certificate is verified, and a stranger's is refused. */
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });

let store: TeamStoreFixture;
let dir: string;
const shippers: Shipper[] = [];

beforeAll(async () => {
  const certificates = makeCertificates();
  store = await startTeamStore({
    tls: { cert: certificates.serverCert, key: certificates.serverKey },
  });
  dir = mkdtempSync(join(tmpdir(), 'team-tls-'));
  writeFileSync(join(dir, 'ca.crt'), certificates.caCert);
  writeFileSync(join(dir, 'stranger.crt'), makeCertificates().caCert);
  const journal = new Journal(join(dir, 'journal'));
  await journal.append(...makeOperation({ i: 1 }).records);
  await journal.close();
});
afterAll(async () => {
  await Promise.all(shippers.map((s) => s.close()));
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

function ship(ca: string, consoleId: string): Shipper {
  const url =
    store.writerUrl.replace('127.0.0.1', 'localhost') +
    `?sslmode=verify-full&sslrootcert=${encodeURIComponent(join(dir, ca))}`;
  const parsed = parseStoreUrl(url);
  const shipper = new Shipper({
    journalDir: join(dir, 'journal'),
    cursor: new ShipCursor(join(dir, 'journal')),
    store: `${consoleId} ${parsed.display}`,
    config: { ...parsed.config, password: parsed.password },
    consoleId,
    consoleProof: proofOf(consoleId),
    consoleName: () => 'TLS',
    initialDelayMs: 50,
    maxDelayMs: 200,
  });
  shippers.push(shipper);
  shipper.start();
  return shipper;
}

it('ships over TLS to a server whose certificate chains to the named CA', async () => {
  const consoleId = testConsoleId();
  await ship('ca.crt', consoleId).idle();
  const rows = await store.sql(
    'SELECT count(*)::int AS n FROM audit_records WHERE console_id = $1',
    [consoleId],
  );
  expect(rows.rows[0]).toEqual({ n: 3 });
  // The shipper keeps its session open while caught up: the server says it is encrypted.
  const sessions = await store.sql(
    `SELECT s.ssl FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid)
     WHERE a.usename = 'till_a' AND a.application_name = 'payments-console'`,
  );
  expect(sessions.rows).toEqual([{ ssl: true }]);
});

it('refuses a server whose certificate it cannot verify, and ships nothing', async () => {
  const consoleId = testConsoleId();
  const shipper = ship('stranger.crt', consoleId);
  const deadline = Date.now() + 10_000;
  while (shipper.state.state !== 'backing_off' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(shipper.state.lastError?.message).toMatch(/certificate/i);
  const rows = await store.sql(
    'SELECT count(*)::int AS n FROM audit_records WHERE console_id = $1',
    [consoleId],
  );
  expect(rows.rows[0]).toEqual({ n: 0 });
});
