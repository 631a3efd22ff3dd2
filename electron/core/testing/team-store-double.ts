/*
 * Test support (not imported by the app): an in-memory team store that keeps the
 * `TeamStoreService` contract, for tests of the handlers that do not need PostgreSQL.
 */
import type { JournalEntry } from '../../../shared/schemas/journal';
import { entryReport } from '../pipeline/report';
import type {
  TeamEntry,
  TeamFilter,
  TeamStoreService,
  TeamStoreSettingsInput,
  TeamStoreStatus,
} from '../team/team-store-service';

export interface TeamStoreDouble extends TeamStoreService {
  /** Stores an entry as shipped by the named console. */
  add(console: { id: string; name: string }, entry: JournalEntry): void;
  /** Sets fields of what `status()` answers (behind, grants, state…). */
  set(changes: Partial<TeamStoreStatus>): void;
  /** What `configure` was last given, password included: tests check it reached main. */
  configured: TeamStoreSettingsInput[];
  nudges: number;
  /** Makes every read fail as a dropped connection would. */
  down: boolean;
}

const outcomeOf = (entry: JournalEntry) => entry.finish?.outcome ?? 'unknown';

function idsOf(entry: JournalEntry): string[] {
  const { begin } = entry;
  return [
    begin.operation_id,
    begin.idempotency_key,
    ...Object.values(begin.targets),
    ...Object.values(entryReport(entry, false).ids),
  ].filter((v): v is string => typeof v === 'string');
}

function matches({ console, entry }: TeamEntry, filter: TeamFilter): boolean {
  const { begin } = entry;
  const at = Date.parse(begin.at);
  return (
    (!filter.operations?.length || filter.operations.includes(begin.operation)) &&
    (!filter.outcomes?.length || filter.outcomes.includes(outcomeOf(entry))) &&
    (!filter.profile_id || begin.profile.id === filter.profile_id) &&
    (!filter.from || at >= Date.parse(filter.from)) &&
    (!filter.to || at <= Date.parse(filter.to)) &&
    (!filter.search || idsOf(entry).includes(filter.search)) &&
    (!filter.operator || begin.operator === filter.operator) &&
    (!filter.approver || begin.approval?.approver === filter.approver) &&
    (!filter.console || console.name === filter.console)
  );
}

export function teamStoreDouble(identity = { id: 'console-here', name: 'Here' }): TeamStoreDouble {
  const rows: TeamEntry[] = [];
  let status: TeamStoreStatus = {
    configured: true,
    source: 'settings',
    url: 'postgres://console@127.0.0.1:5432/team',
    consoleId: identity.id,
    consoleName: identity.name,
    state: 'caught_up',
    behind: 0,
    canShip: true,
    canReadTeam: true,
    grants: 'exact',
  };
  const double: TeamStoreDouble = {
    configured: [],
    nudges: 0,
    down: false,
    add: (console, entry) => rows.push({ console, entry }),
    set: (changes) => {
      status = { ...status, ...changes };
    },
    status: () => status,
    configure: async (settings) => {
      double.configured.push(settings);
      status = {
        ...status,
        configured: true,
        source: 'settings',
        url: settings.url.replace(/:[^:@/]*@/, '@'),
        consoleName: settings.consoleName ?? status.consoleName,
      };
      return status;
    },
    forget: async () => {
      status = { ...status, configured: false, state: 'off', url: undefined, source: undefined };
    },
    nudge: () => {
      double.nudges += 1;
    },
    query: async (filter, page) => {
      if (double.down) throw new Error('Connection terminated unexpectedly');
      const found = rows
        .filter((r) => matches(r, filter))
        .sort((a, b) => Date.parse(b.entry.begin.at) - Date.parse(a.entry.begin.at));
      const start = page.before ?? 0;
      const entries = found.slice(start, start + page.limit);
      const next = start + page.limit < found.length ? start + page.limit : undefined;
      return { entries, total: found.length, ...(next !== undefined ? { next } : {}) };
    },
    get: async (consoleId, operationId) => {
      if (double.down) throw new Error('Connection terminated unexpectedly');
      return rows.find(
        (r) => r.console.id === consoleId && r.entry.begin.operation_id === operationId,
      );
    },
    close: async () => {},
  };
  return double;
}
