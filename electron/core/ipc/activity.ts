import type { ParsedInputOf } from '../../../shared/contract';
import { reasonText, refuse } from '../../../shared/error-words';
import type { ErrorReason } from '../../../shared/errors';
import { isMoneyOperation } from '../../../shared/operations/catalog';
import { fail, ok, type Result } from '../../../shared/result';
import type {
  ActivityExportResult,
  ActivityFilter,
  ActivityRef,
  ActivityScope,
} from '../../../shared/schemas/activity';
import type { JournalEntry } from '../../../shared/schemas/journal';
import type { Journal } from '../journal/journal';
import { pipelineContext, type MoneyPipeline } from '../pipeline/money-pipeline';
import { withSession, type Session, type SessionSource } from '../session';
import type { TeamStoreService } from '../team/team-store-service';
import { activitySources, identityOf, type SourcedEntry } from '../activity/activity-source';
import { curlOf } from '../activity/curl';
import { csvHeader, csvLine, jsonLine } from '../activity/export';
import { linksOf, rowOf } from '../activity/rows';
import { amountRefusal } from '../money/amount-rules';

export type ExportDestination =
  | { kind: 'saved'; path: string }
  | { kind: 'download'; url: string; file_name: string }
  | { kind: 'cancelled' };

/** Where an export goes: a save dialog in Electron, a one-time download in the browser host. */
export type ExportSink = (
  fileName: string,
  mime: string,
  content: AsyncIterable<string>,
) => Promise<ExportDestination>;

export interface ActivityDeps {
  journal: Journal;
  pipeline: MoneyPipeline;
  session: SessionSource;
  exportSink: ExportSink;
  /** The team store, when this core has one; Activity's team scope reads it. */
  team?: TeamStoreService;
  now?: () => Date;
}

/** Why not, as a reason the screens word in the person's language, with what it names. */
interface Refusal {
  reason: ErrorReason;
  params?: Record<string, string>;
}

const refusal = (reason: ErrorReason, params?: Record<string, string>): Refusal =>
  params ? { reason, params } : { reason };

/** A refusal as a failure: main's English words, and the reason for every other language. */
function refused(code: 'forbidden' | 'conflict', { reason, params }: Refusal) {
  return fail(code, reasonText(reason, params), { reason, ...(params ? { params } : {}) });
}

/** Replay as new is for QA: never on production, and only with the body kept whole. */
function replayRefusal(entry: JournalEntry, pipeline: MoneyPipeline): Refusal | undefined {
  if (!isMoneyOperation(entry.begin.operation)) return refusal('replay_not_money');
  if (entry.begin.profile.production) return refusal('replay_production');
  if (pipeline.exactBody(entry) === undefined) return refusal('replay_card_data');
  return undefined;
}

/**
 * A team row made on another console names that console's profile: its id can match one here
 * (every console has a "simulator") while meaning another server and other credentials, so only
 * the console that made an operation replays it.
 */
function otherConsoleRefusal(sourced: SourcedEntry, team: TeamStoreService | undefined) {
  if (!sourced.team) return undefined;
  const here = identityOf(team);
  if (here && sourced.console?.id === here.id) return undefined;
  return refusal('replay_other_console', { console: sourced.console?.name ?? 'unknown' });
}

export function activityHandlers({
  journal,
  pipeline,
  session,
  exportSink,
  team,
  now = () => new Date(),
}: ActivityDeps) {
  const source = activitySources(journal, team);

  /** A team row of this console is read from its own journal: the source of truth, and whole. */
  async function replaySubject(ref: ActivityRef): Promise<Result<SourcedEntry>> {
    const found = await source(ref.scope).get(ref);
    if (!found.ok) return found;
    const other = otherConsoleRefusal(found.value, team);
    if (other) return refused('forbidden', other);
    return found.value.team ? source('console').get({ ...ref, scope: 'console' }) : found;
  }

  async function* pages(scope: ActivityScope, filter: ActivityFilter) {
    let before: number | undefined;
    do {
      const page = await source(scope).query(filter, 200, before);
      if (!page.ok) throw new ExportStopped(page.error.message);
      yield* page.value.items;
      before = page.value.next;
    } while (before !== undefined);
  }

  return {
    'activity:query': async (input: ParsedInputOf<'activity:query'>) => {
      const page = await source(input.scope).query(input.filter, input.limit, input.before);
      if (!page.ok) return page;
      return ok({
        rows: page.value.items.map((s) => rowOf(s.entry, pipeline.canResend(s.entry), s)),
        total: page.value.total,
        ...(page.value.totalAtLeast ? { totalAtLeast: true } : {}),
        ...(page.value.unreadable ? { unreadable: page.value.unreadable } : {}),
        ...(page.value.next !== undefined ? { next: page.value.next } : {}),
      });
    },

    'activity:get': async (input: ParsedInputOf<'activity:get'>) => {
      const found = await source(input.scope).get(input);
      if (!found.ok) return found;
      const sourced = found.value;
      const { entry } = sourced;
      const why = otherConsoleRefusal(sourced, team) ?? replayRefusal(entry, pipeline);
      const response = entry.finish?.response;
      return ok({
        row: rowOf(entry, pipeline.canResend(entry), sourced),
        request: { ...entry.begin.request, headers: entry.begin.request.headers ?? {} },
        ...(response ? { response: { ...response, headers: response.headers ?? {} } } : {}),
        attempts: entry.attempts.map(
          ({ attempt, at, latency_ms, result, http_status, detail, unread }) => ({
            attempt,
            at,
            latency_ms,
            result,
            ...(http_status !== undefined ? { http_status } : {}),
            ...(detail !== undefined ? { detail } : {}),
            ...(unread !== undefined ? { unread } : {}),
          }),
        ),
        links: linksOf(entry),
        replayable: why === undefined,
        ...(why
          ? {
              replay_refusal: reasonText(why.reason, why.params),
              replay_refusal_reason: why.reason,
              ...(why.params ? { replay_refusal_params: why.params } : {}),
            }
          : {}),
      });
    },

    // The journal's own profiles: a removed profile's operations must still be findable.
    'activity:profiles': async () => ok(await journal.profiles()),

    'activity:curl': async (input: ParsedInputOf<'activity:curl'>) => {
      const found = await source(input.scope).get(input);
      if (!found.ok) return found;
      const { begin } = found.value.entry;
      // A team row's URL is what another console wrote: $TOKEN goes only to this profile's API.
      const token = !found.value.team || sameOrigin(begin.request.url, session());
      return ok({ command: curlOf(begin, { token }) });
    },

    'activity:replay': (input: ParsedInputOf<'activity:replay'>) =>
      withSession(session, async (current) => {
        const subject = await replaySubject(input);
        if (!subject.ok) return subject;
        const { entry } = subject.value;
        if (current.profile.production) return refused('forbidden', refusal('replay_off_here'));
        const why = replayRefusal(entry, pipeline);
        if (why) return refused('forbidden', why);
        const kind = entry.begin.operation;
        if (!isMoneyOperation(kind)) return refused('forbidden', refusal('replay_not_money'));
        if (entry.begin.profile.id !== current.profile.id) {
          return refused(
            'conflict',
            refusal('replay_other_profile', { profile: entry.begin.profile.name }),
          );
        }
        const request = {
          kind,
          path: new URL(entry.begin.request.url).pathname.replace(/^.*?(\/v1\/)/, '$1'),
          body: JSON.parse(pipeline.exactBody(entry)!) as Record<string, unknown>,
          targets: entry.begin.targets,
          ...(entry.begin.amount ? { amount: entry.begin.amount } : {}),
        };
        // The same rules as the form's send, on the body about to go: a refund replayed after
        // the payment was refunded in full, or a sum above its ceiling without the person's yes,
        // is refused here, not left to the API.
        const refusedAmount = await amountRefusal(current.api, request, input);
        if (refusedAmount) return refusedAmount;
        return ok(await pipeline.run(pipelineContext(current), request));
      }),

    'activity:export': async (
      input: ParsedInputOf<'activity:export'>,
    ): Promise<Result<ActivityExportResult>> => {
      // Refused before the save dialog opens: a file that could not be written is no export.
      const first = await source(input.scope).query(input.filter, 1);
      if (!first.ok) return first;
      let rows = 0;
      async function* content() {
        if (input.format === 'csv') yield csvHeader();
        for await (const sourced of pages(input.scope, input.filter)) {
          rows += 1;
          const row = rowOf(sourced.entry, false, sourced);
          yield input.format === 'csv' ? csvLine(row) : jsonLine(row, sourced.entry);
        }
      }
      const stamp = now().toISOString().slice(0, 19).replaceAll(':', '-');
      const prefix =
        input.scope === 'team' ? 'payments-console-team-activity' : 'payments-console-activity';
      const fileName = `${prefix}-${stamp}.${input.format === 'csv' ? 'csv' : 'jsonl'}`;
      const mime = input.format === 'csv' ? 'text/csv' : 'application/x-ndjson';
      try {
        const done = await exportSink(fileName, mime, content());
        return ok(done.kind === 'cancelled' ? done : { ...done, rows });
      } catch (error) {
        if (error instanceof ExportStopped) {
          return refuse(
            'network',
            'export_stopped',
            { rows: String(rows) },
            { detail: error.message },
          );
        }
        throw error;
      }
    },
  };
}

/** The team store went away part way through an export. */
class ExportStopped extends Error {}

/**
 * Whether a recorded URL goes to the API of the profile this console now uses, as curl will read
 * it: the text itself must start with that origin and a slash. A parser's view is not enough:
 * `http://api\\@evil:47110/` is api's origin to a browser's URL parser and evil's to curl.
 */
function sameOrigin(url: string, current: Result<Session>): boolean {
  if (!current.ok) return false;
  try {
    const origin = new URL(current.value.profile.baseUrl).origin;
    return /^[\x21-\x7e]+$/.test(url) && !/[\\@]/.test(url) && url.startsWith(`${origin}/`);
  } catch {
    return false;
  }
}
