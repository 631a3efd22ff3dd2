import {
  isConsoleChange,
  isMoneyOperation,
  type JournaledOperationName,
} from '../../../shared/operations/catalog';
import {
  fieldsNamedIn,
  toInputFields,
  type AnswerContext,
  type AnswerFacts,
  type FieldMap,
} from '../../../shared/operations/descriptor';
import {
  changeDescriptor,
  journaledLabel,
  moneyDescriptor,
} from '../../../shared/operations/registry';
import type { JournalEntry, JournalFinish } from '../../../shared/schemas/journal';
import type { OperationReport } from '../../../shared/schemas/operation';

const STOPPED = {
  code: 'outcome_unknown' as const,
  message:
    'The console stopped before this operation was answered. The money may or may not have moved: check its status, send it again (same key) or resolve it with cancel-or-refund.',
};

const STOPPED_CHANGE = {
  code: 'outcome_unknown' as const,
  message:
    'The console stopped before this change was answered. It may or may not have been made: look it up before trying again.',
};

/** A journaled operation, money or back-office change, as every screen and export reads it. */
export type EntryReport = Omit<OperationReport, 'kind' | 'idempotency_key'> & {
  kind: JournaledOperationName;
  idempotency_key?: string;
};

/** What an answer says, read by the operation's own descriptor; a change reveals only ids. */
export function readAnswer(
  kind: JournaledOperationName,
  body: unknown,
  context?: AnswerContext,
): AnswerFacts {
  if (isMoneyOperation(kind)) return moneyDescriptor(kind).read(body, context);
  // The console's own changes have no answer: nothing to reveal.
  if (isConsoleChange(kind)) return { ids: {} };
  return { ids: changeDescriptor(kind).change.revealed?.(body) ?? {} };
}

function fieldMapOf(kind: JournaledOperationName): FieldMap | undefined {
  if (isMoneyOperation(kind)) return moneyDescriptor(kind).fields;
  return isConsoleChange(kind) ? undefined : changeDescriptor(kind).fields;
}

/** Field errors keyed by the form's fields, also where the API named the field in its words. */
function withFields(
  error: { fields?: Record<string, string> | undefined; message: string; status?: number },
  map: FieldMap | undefined,
) {
  const refused = error.status === 400 || error.status === 422;
  const fields = error.fields ?? (refused ? fieldsNamedIn(error.message, map) : undefined);
  return fields ? { fields: toInputFields(fields, map) } : {};
}

/**
 * The view of any journaled operation, read and judged by its descriptor: its words, the ids
 * and amounts the answer revealed, the API's codes, field errors keyed by the form's fields, and
 * who settled it if it was unknown. The redacted answer stays for the "raw JSON" view only.
 */
export function entryReport(entry: JournalEntry, retryable: boolean): EntryReport {
  const { begin, finish } = entry;
  const kind = begin.operation;
  const money = isMoneyOperation(kind);
  const outcome = finish?.outcome ?? 'unknown';
  const sent = begin.request.body;
  const context = { currency: begin.amount?.currency ?? begin.targets.currency };
  const read = finish?.response ? readAnswer(kind, finish.response.body, context) : { ids: {} };
  // A resolution by hand names the payment that showed the operation went through.
  const resolved = finish?.resolution?.payment_id;
  const facts =
    resolved && !read.ids.payment_id
      ? { ...read, ids: { ...read.ids, payment_id: resolved } }
      : read;
  const journaled = finish?.error && olderParams(finish.error);
  const error: NonNullable<OperationReport['error']> | undefined =
    journaled ?? (finish ? undefined : money ? STOPPED : STOPPED_CHANGE);
  const reversalType = money ? moneyDescriptor(kind).typeOf?.(sent) : undefined;
  return {
    operation_id: begin.operation_id,
    kind,
    label: journaledLabel(kind, sent),
    ...(reversalType ? { reversal_type: reversalType } : {}),
    ...(begin.idempotency_key ? { idempotency_key: begin.idempotency_key } : {}),
    outcome,
    ...facts,
    attempts: finish?.attempts ?? entry.attempts.length,
    latency_ms: finish?.latency_ms ?? entry.attempts.reduce((sum, a) => sum + a.latency_ms, 0),
    started_at: begin.at,
    ...(finish ? { finished_at: finish.at } : {}),
    ...(finish?.http_status !== undefined ? { http_status: finish.http_status } : {}),
    ...(finish?.response ? { response: finish.response.body } : {}),
    // The wire body, not the form's input: QA compares it with what the API documents.
    ...(sent !== undefined ? { request: sent } : {}),
    ...(error
      ? {
          error: {
            ...error,
            ...withFields(error, fieldMapOf(kind)),
          },
        }
      : {}),
    targets: begin.targets,
    ...(begin.amount ? { amount: begin.amount } : {}),
    // Only money is ever resent; a change's unknown outcome is looked up by a person.
    retryable: money && outcome === 'unknown' && retryable,
    idempotency: begin.profile.idempotency ?? 'not_known',
    ...(finish?.resolution ? { resolution: finish.resolution } : {}),
  };
}

/**
 * A line journaled before the journal kept a reason's params: what its words name, read from the
 * error itself, or the reason's words that name nothing; never "HTTP {{status}}" on a screen.
 */
function olderParams(
  error: NonNullable<JournalFinish['error']>,
): NonNullable<JournalFinish['error']> {
  if (error.params !== undefined) return error;
  if (error.reason === 'http_status' && error.status !== undefined) {
    return { ...error, params: { status: String(error.status) } };
  }
  if (error.reason === 'rate_limited_for') return { ...error, reason: 'rate_limited' };
  return error;
}

/** Whether a journal entry is a money operation (it has a key and can be retried or resolved). */
export function isMoneyEntry(entry: JournalEntry): boolean {
  return isMoneyOperation(entry.begin.operation) && entry.begin.idempotency_key !== undefined;
}

/** The renderer's view of a journaled money operation; callers pass money entries only. */
export function reportOf(entry: JournalEntry, retryable: boolean): OperationReport {
  if (!isMoneyEntry(entry)) {
    throw new Error(`${entry.begin.operation_id} is not a money operation`);
  }
  return entryReport(entry, retryable) as OperationReport;
}
