import type { ParsedInputOf } from '../../../shared/contract';
import { isMoneyOperation } from '../../../shared/operations/catalog';
import { fail, ok, type Result } from '../../../shared/result';
import type { ActivityExportResult, ActivityFilter } from '../../../shared/schemas/activity';
import type { JournalEntry } from '../../../shared/schemas/journal';
import type { Journal, JournalFilter } from '../journal/journal';
import { pipelineContext, type MoneyPipeline } from '../pipeline/money-pipeline';
import { withSession, type SessionSource } from '../session';
import { curlOf } from './curl';
import { csvHeader, csvLine, jsonLine } from './export';
import { linksOf, rowOf } from './rows';

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
  now?: () => Date;
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

/** Replay as new is for QA: never on production, and only with the body kept whole. */
function replayRefusal(entry: JournalEntry, pipeline: MoneyPipeline): string | undefined {
  if (!isMoneyOperation(entry.begin.operation)) return 'Only money operations are replayed.';
  if (entry.begin.profile.production)
    return 'Operations on a production profile are never replayed.';
  if (pipeline.exactBody(entry) === undefined) {
    return 'This request carried card data, which the console never keeps, so it cannot be replayed.';
  }
  return undefined;
}

export function activityHandlers({
  journal,
  pipeline,
  session,
  exportSink,
  now = () => new Date(),
}: ActivityDeps) {
  async function* pages(filter: ActivityFilter) {
    let before: number | undefined;
    do {
      const page = await journal.query(journalFilter(filter), 200, before);
      yield* page.entries;
      before = page.next;
    } while (before !== undefined);
  }

  return {
    'activity:query': async (input: ParsedInputOf<'activity:query'>) => {
      const page = await journal.query(journalFilter(input.filter), input.limit, input.before);
      return ok({
        rows: page.entries.map((e) => rowOf(e, pipeline.canResend(e))),
        total: page.total,
        ...(page.next !== undefined ? { next: page.next } : {}),
      });
    },

    'activity:get': async (input: ParsedInputOf<'activity:get'>) => {
      const entry = await journal.byId(input.operation_id);
      if (!entry) return fail('not_found', `No operation ${input.operation_id} in the journal`);
      const refusal = replayRefusal(entry, pipeline);
      const response = entry.finish?.response;
      return ok({
        row: rowOf(entry, pipeline.canResend(entry)),
        request: { ...entry.begin.request, headers: entry.begin.request.headers ?? {} },
        ...(response ? { response: { ...response, headers: response.headers ?? {} } } : {}),
        attempts: entry.attempts.map(
          ({ attempt, at, latency_ms, result, http_status, detail }) => ({
            attempt,
            at,
            latency_ms,
            result,
            ...(http_status !== undefined ? { http_status } : {}),
            ...(detail !== undefined ? { detail } : {}),
          }),
        ),
        links: linksOf(entry),
        replayable: refusal === undefined,
        ...(refusal ? { replay_refusal: refusal } : {}),
      });
    },

    'activity:curl': async (input: ParsedInputOf<'activity:curl'>) => {
      const entry = await journal.byId(input.operation_id);
      return entry
        ? ok({ command: curlOf(entry.begin) })
        : fail('not_found', `No operation ${input.operation_id}`);
    },

    'activity:replay': (input: ParsedInputOf<'activity:replay'>) =>
      withSession(session, async (current) => {
        const entry = await journal.byId(input.operation_id);
        if (!entry) return fail('not_found', `No operation ${input.operation_id} in the journal`);
        if (current.profile.production) {
          return fail('forbidden', 'Replay as new is off on production profiles.');
        }
        const refusal = replayRefusal(entry, pipeline);
        if (refusal) return fail('forbidden', refusal);
        const kind = entry.begin.operation;
        if (!isMoneyOperation(kind)) {
          return fail('forbidden', 'Only money operations are replayed.');
        }
        if (entry.begin.profile.id !== current.profile.id) {
          return fail(
            'conflict',
            `This operation was made on “${entry.begin.profile.name}”: switch to it to replay it.`,
          );
        }
        const report = await pipeline.run(pipelineContext(current), {
          kind,
          path: new URL(entry.begin.request.url).pathname.replace(/^.*?(\/v1\/)/, '$1'),
          body: JSON.parse(pipeline.exactBody(entry)!) as Record<string, unknown>,
          targets: entry.begin.targets,
          ...(entry.begin.amount ? { amount: entry.begin.amount } : {}),
        });
        return ok(report);
      }),

    'activity:export': async (
      input: ParsedInputOf<'activity:export'>,
    ): Promise<Result<ActivityExportResult>> => {
      let rows = 0;
      async function* content() {
        if (input.format === 'csv') yield csvHeader();
        for await (const entry of pages(input.filter)) {
          rows += 1;
          const row = rowOf(entry, false);
          yield input.format === 'csv' ? csvLine(row) : jsonLine(row, entry);
        }
      }
      const stamp = now().toISOString().slice(0, 19).replaceAll(':', '-');
      const fileName = `payments-console-activity-${stamp}.${input.format === 'csv' ? 'csv' : 'jsonl'}`;
      const mime = input.format === 'csv' ? 'text/csv' : 'application/x-ndjson';
      const done = await exportSink(fileName, mime, content());
      return ok(done.kind === 'cancelled' ? done : { ...done, rows });
    },
  };
}
