import { refuse } from '../../../shared/error-words';
import { ErrorCode } from '../../../shared/errors';
import { fail, ok, type Result } from '../../../shared/result';
import type { ActivityFilter, ActivityRef, ActivityScope } from '../../../shared/schemas/activity';
import type { JournalEntry } from '../../../shared/schemas/journal';
import type { Journal, JournalFilter } from '../journal/journal';
import { redactText } from '../redact';
import { TeamStoreError } from '../team/connection';
import type { TeamStoreService } from '../team/team-store-service';

/** An operation and where it was made: the console (store) that journaled it. */
export interface SourcedEntry {
  entry: JournalEntry;
  console?: { id: string; name: string };
  /** Read from the team store. */
  team: boolean;
}

export interface SourcedPage {
  items: SourcedEntry[];
  total: number;
  /** The team store counted only this far: there are more. */
  totalAtLeast?: boolean;
  /** The team store's operations this console cannot read: left out of `items` and `total`. */
  unreadable?: number;
  next?: number;
}

/** Where Activity reads from: this console's journal, or the team store; both answer Results. */
export interface ActivitySource {
  query(filter: ActivityFilter, limit: number, before?: number): Promise<Result<SourcedPage>>;
  get(ref: ActivityRef): Promise<Result<SourcedEntry>>;
}

function journalFilter(filter: ActivityFilter): JournalFilter {
  return {
    ...(filter.operations?.length ? { operations: filter.operations } : {}),
    ...(filter.outcomes?.length ? { outcomes: filter.outcomes } : {}),
    ...(filter.profile_id ? { profileId: filter.profile_id } : {}),
    ...(filter.from ? { from: Date.parse(filter.from) } : {}),
    ...(filter.to ? { to: Date.parse(filter.to) } : {}),
    ...(filter.search ? { search: filter.search } : {}),
  };
}

/**
 * This console's identity in the team store, while one is configured: without a store the name
 * and id mean nothing to anyone reading an export.
 */
export function identityOf(team: TeamStoreService | undefined) {
  const status = team?.status();
  if (!status?.configured || !status.consoleId) return undefined;
  return { id: status.consoleId, name: status.consoleName };
}

export function localSource(journal: Journal, team: TeamStoreService | undefined): ActivitySource {
  const sourced = (entry: JournalEntry): SourcedEntry => {
    const console = identityOf(team);
    return { entry, team: false, ...(console ? { console } : {}) };
  };
  return {
    async query(filter, limit, before) {
      // Operator and console are team filters: this journal holds one console's operations only.
      const page = await journal.query(journalFilter(filter), limit, before);
      return ok({
        items: page.entries.map(sourced),
        total: page.total,
        ...(page.next !== undefined ? { next: page.next } : {}),
      });
    },
    async get(ref) {
      const entry = await journal.byId(ref.operation_id);
      return entry
        ? ok(sourced(entry))
        : refuse('not_found', 'operation_not_found', { id: ref.operation_id });
    },
  };
}

/** Why the team's activity cannot be read here, or undefined when it can. */
export function teamReadRefusal(
  team: TeamStoreService | undefined,
): 'no_team_store_set_up' | 'team_read_not_allowed' | undefined {
  const status = team?.status();
  if (!status?.configured) return 'no_team_store_set_up';
  if (!status.canReadTeam) return 'team_read_not_allowed';
  return undefined;
}

/**
 * The service's own failures carry an error code (forbidden, unauthorized…), kept; anything else
 * is the store not answering. A driver's words may quote the server, never the password, which
 * main never puts in a message; they are redacted all the same.
 */
export function unreachable(error: unknown) {
  const code = (error as { code?: unknown } | null)?.code;
  const message = redactText(error instanceof Error ? error.message : String(error));
  const known = ErrorCode.safeParse(code);
  // The store's reason goes along, so Team Activity says it in the person's language.
  const words = error instanceof TeamStoreError ? error.words : undefined;
  if (known.success && words?.reason) {
    return fail(known.data, message, {
      reason: words.reason,
      ...(words.params ? { params: redactedParams(words.params) } : {}),
      ...(words.detail ? { detail: redactText(words.detail) } : {}),
    });
  }
  return known.success
    ? fail(known.data, message)
    : refuse('network', 'team_unreachable', undefined, { detail: message });
}

function redactedParams(params: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, redactText(value)]),
  );
}

export function teamSource(team: TeamStoreService | undefined): ActivitySource {
  return {
    async query(filter, limit, before) {
      const refusal = teamReadRefusal(team);
      if (refusal || !team) return refuse('forbidden', refusal ?? 'no_team_store_set_up');
      try {
        const page = await team.query(filter, {
          limit,
          ...(before !== undefined ? { before } : {}),
        });
        return ok({
          items: page.entries.map((e) => ({ entry: e.entry, console: e.console, team: true })),
          total: page.total,
          ...(page.totalAtLeast ? { totalAtLeast: true } : {}),
          ...(page.unreadable ? { unreadable: page.unreadable } : {}),
          ...(page.next !== undefined ? { next: page.next } : {}),
        });
      } catch (error) {
        return unreachable(error);
      }
    },
    async get(ref) {
      const refusal = teamReadRefusal(team);
      if (refusal || !team) return refuse('forbidden', refusal ?? 'no_team_store_set_up');
      if (ref.console_id === undefined) return refuse('validation', 'name_the_console');
      try {
        const found = await team.get(ref.console_id, ref.operation_id);
        return found
          ? ok({ entry: found.entry, console: found.console, team: true })
          : refuse('not_found', 'team_operation_not_found', { id: ref.operation_id });
      } catch (error) {
        return unreachable(error);
      }
    },
  };
}

export function activitySources(journal: Journal, team: TeamStoreService | undefined) {
  const sources: Record<ActivityScope, ActivitySource> = {
    console: localSource(journal, team),
    team: teamSource(team),
  };
  return (scope: ActivityScope) => sources[scope];
}
