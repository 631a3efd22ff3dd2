import pg from 'pg';
import {
  JournalAttempt,
  JournalBegin,
  JournalFinish,
  type JournalEntry,
} from '../../../shared/schemas/journal';
import type { TeamEntry, TeamFilter, TeamPage } from './team-store-service';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface OperationRow {
  console_id: string;
  console_name: string;
  inserted_by: string | null;
  begin: unknown;
  finish: unknown;
}

/**
 * The SQL pieces of one filter: a search by id first finds the few operations that named it
 * (GIN index on ids), and only their begins are read; other filters run over the begins
 * (partial indexes by time, operator and console).
 */
export function whereOf(filter: TeamFilter): { from: string; sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const param = (value: unknown) => `$${params.push(value)}`;
  const clauses = ["b.type = 'begin'"];
  const search = filter.search?.trim();
  const from = search
    ? `(SELECT DISTINCT s.console_id, s.operation_id FROM audit_records s
         WHERE s.ids @> ARRAY[${param(search)}]::text[]) hit
       JOIN audit_records b ON b.console_id = hit.console_id AND b.operation_id = hit.operation_id`
    : 'audit_records b';
  if (filter.operations?.length) clauses.push(`b.operation = ANY(${param(filter.operations)})`);
  if (filter.profile_id) clauses.push(`b.profile_id = ${param(filter.profile_id)}`);
  if (filter.from) clauses.push(`b.at >= ${param(filter.from)}`);
  if (filter.to) clauses.push(`b.at <= ${param(filter.to)}`);
  if (filter.operator) {
    // By the line the record shows, or by a verified person's subject, which no one renames.
    const who = param(filter.operator);
    clauses.push(`(b.operator = ${who} OR b.operator_subject = ${who})`);
  }
  if (filter.approver) {
    // The record keeps the approver's line alone: a verified person's subject is read in it,
    // "(subject at issuer)", so they are found by the part no one renames, as operators are.
    const who = param(filter.approver);
    const line = `b.record->'approval'->>'approver'`;
    clauses.push(`(${line} = ${who} OR strpos(${line}, '(' || ${who} || ' at ') > 0)`);
  }
  if (filter.console) clauses.push(`b.console_name = ${param(filter.console)}`);
  if (filter.outcomes?.length) {
    // An operation with no finish yet is as unknown as one that finished unknown (as locally).
    const unknown = filter.outcomes.includes('unknown') ? ' OR f.outcome IS NULL' : '';
    clauses.push(`(f.outcome = ANY(${param(filter.outcomes)})${unknown})`);
  }
  return { from, sql: clauses.join(' AND '), params };
}

/**
 * The latest finish stored by the role that stored the begin: the store refuses another role's
 * rows for a console (roles.sql), and rows from before that rule cannot outvote it either.
 */
const LATEST_FINISH = `
  LEFT JOIN LATERAL (
    SELECT l.record, l.outcome FROM audit_records l
    WHERE l.console_id = b.console_id AND l.operation_id = b.operation_id AND l.type = 'finish'
      AND l.inserted_by IS NOT DISTINCT FROM b.inserted_by
    ORDER BY l.seq DESC LIMIT 1
  ) f ON true`;

/**
 * Beyond this many after the page, the team's total is "at least": counting every one of a
 * million records (and looking up each one's latest finish for an outcome filter) took longer
 * than the page itself, and nobody reads a total that large to the unit.
 */
export const COUNT_CAP = 1000;

/**
 * Team Activity's connections (the console's and the benchmark's). Its queries are index
 * lookups for a page of fifty, so they never run in parallel: for a search by id the planner
 * guesses 5,000 hits (an array's default selectivity), and at 1,000,000 records it started two
 * parallel workers, whose start took 50 ms of a lookup that needs 1 ms.
 */
export function teamReaderPool(config: pg.PoolConfig): pg.Pool {
  const serial = '-c max_parallel_workers_per_gather=0';
  const pool = new pg.Pool({
    ...config,
    max: 3,
    idleTimeoutMillis: 30_000,
    options: config.options ? `${config.options} ${serial}` : serial,
  });
  // An idle connection the server dropped: the next query reconnects; nothing to crash over.
  pool.on('error', () => undefined);
  return pool;
}

/** The whole team's operations, newest first; `before` is how many newer ones were shown. */
export async function queryTeam(
  db: pg.ClientBase | pg.Pool,
  filter: TeamFilter,
  page: { before?: number; limit: number },
): Promise<TeamPage> {
  const { from, sql, params } = whereOf(filter);
  const offset = Math.max(0, Math.trunc(page.before ?? 0));
  const limit = Math.max(1, Math.trunc(page.limit));
  // The latest finish is looked up per row only where the outcome filter needs it for all.
  const finishForAll = filter.outcomes?.length ? LATEST_FINISH : '';
  const [rows, counted] = await Promise.all([
    db.query<OperationRow>(
      `SELECT b.console_id, b.console_name, b.inserted_by, b.record AS begin, f.record AS finish
       FROM ${from} ${LATEST_FINISH}
       WHERE ${sql}
       ORDER BY b.at DESC, b.console_id, b.seq DESC
       OFFSET ${offset} LIMIT ${limit}`,
      params,
    ),
    // The begins themselves, not count(*): a record this console cannot read is never listed,
    // so it must not be counted as an operation either, only said apart. The request's body can
    // be anything to the schema, so it is left on the server: most of a begin's bytes.
    db.query<{ begin: unknown }>(
      `SELECT CASE WHEN jsonb_typeof(b.record->'request') = 'object'
         THEN jsonb_set(b.record, '{request,body}', 'null') ELSE b.record END AS begin
       FROM ${from} ${finishForAll} WHERE ${sql}
       LIMIT ${offset + COUNT_CAP + 1}`,
      params,
    ),
  ]);
  const atLeast = counted.rows.length > offset + COUNT_CAP;
  const considered = atLeast ? counted.rows.slice(0, offset + COUNT_CAP) : counted.rows;
  const unreadable = considered.filter((row) => !JournalBegin.safeParse(row.begin).success).length;
  const total = considered.length - unreadable;
  const entries: TeamEntry[] = [];
  for (const row of rows.rows) {
    const entry = entryOf(row.begin, [], row.finish);
    if (entry) entries.push({ console: consoleOf(row.console_id, row), entry });
  }
  // Pages go by stored rows, readable or not, so `before` stays a plain offset.
  const shown = offset + rows.rows.length;
  return {
    entries,
    total,
    ...(atLeast ? { totalAtLeast: true } : {}),
    ...(unreadable > 0 ? { unreadable } : {}),
    ...(atLeast || considered.length > shown ? { next: shown } : {}),
  };
}

/** One operation of one console with every attempt and its latest finish. */
export async function getTeamEntry(
  db: pg.ClientBase | pg.Pool,
  consoleId: string,
  operationId: string,
): Promise<TeamEntry | undefined> {
  if (!UUID.test(consoleId)) return undefined;
  const result = await db.query<{
    console_name: string;
    type: string;
    record: unknown;
    inserted_by: string | null;
  }>(
    `SELECT console_name, type, record, inserted_by FROM audit_records
     WHERE console_id = $1 AND operation_id = $2 ORDER BY seq`,
    [consoleId, operationId],
  );
  const begin = result.rows.find((r) => r.type === 'begin');
  if (!begin) return undefined;
  // Only what the begin's own role stored (see LATEST_FINISH).
  const own = result.rows.filter((r) => r.inserted_by === begin.inserted_by);
  const attempts = own.filter((r) => r.type === 'attempt').map((r) => r.record);
  const finish = own.findLast((r) => r.type === 'finish')?.record;
  const entry = entryOf(begin.record, attempts, finish);
  return entry && { console: consoleOf(consoleId, begin), entry };
}

function consoleOf(
  id: string,
  row: { console_name: string; inserted_by: string | null },
): TeamEntry['console'] {
  return { id, name: row.console_name, ...(row.inserted_by ? { login: row.inserted_by } : {}) };
}

/**
 * A stored record read back through the journal's schema; a record a newer console wrote in a
 * shape this one cannot read is left out rather than shown wrong.
 */
function entryOf(begin: unknown, attempts: unknown[], finish: unknown): JournalEntry | undefined {
  const b = JournalBegin.safeParse(begin);
  if (!b.success) return undefined;
  const f = finish == null ? undefined : JournalFinish.safeParse(finish);
  return {
    begin: b.data,
    attempts: attempts.flatMap((a) => {
      const parsed = JournalAttempt.safeParse(a);
      return parsed.success ? [parsed.data] : [];
    }),
    ...(f?.success ? { finish: f.data } : {}),
  };
}
