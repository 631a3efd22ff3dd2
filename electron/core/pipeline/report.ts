import { moneyDescriptor } from '../../../shared/operations/registry';
import { toInputFields } from '../../../shared/operations/descriptor';
import type { JournalEntry } from '../../../shared/schemas/journal';
import type { OperationReport } from '../../../shared/schemas/operation';

const STOPPED = {
  code: 'outcome_unknown' as const,
  message:
    'The console stopped before this operation was answered. The money may or may not have moved: check its status, send it again (same key) or resolve it with cancel-or-refund.',
};

/**
 * The renderer's view of a journaled operation, read and judged by the operation's descriptor:
 * its words, the ids and amounts the answer revealed, the API's codes, and field errors keyed by
 * the form's fields. The redacted answer stays for the "raw JSON" view only.
 */
export function reportOf(entry: JournalEntry, retryable: boolean): OperationReport {
  const { begin, finish } = entry;
  const descriptor = moneyDescriptor(begin.operation);
  const outcome = finish?.outcome ?? 'unknown';
  const sent = begin.request.body;
  const read = finish?.response ? descriptor.read(finish.response.body) : { ids: {} };
  // A resolution by hand names the payment that showed the operation went through.
  const resolved = finish?.resolution?.payment_id;
  const facts =
    resolved && !read.ids.payment_id
      ? { ...read, ids: { ...read.ids, payment_id: resolved } }
      : read;
  const error: NonNullable<OperationReport['error']> | undefined =
    finish?.error ?? (finish ? undefined : STOPPED);
  const reversalType = descriptor.typeOf?.(sent);
  return {
    operation_id: begin.operation_id,
    kind: begin.operation,
    label: descriptor.labelOf?.(sent) ?? descriptor.label,
    ...(reversalType ? { reversal_type: reversalType } : {}),
    idempotency_key: begin.idempotency_key,
    outcome,
    ...facts,
    attempts: finish?.attempts ?? entry.attempts.length,
    latency_ms: finish?.latency_ms ?? entry.attempts.reduce((sum, a) => sum + a.latency_ms, 0),
    started_at: begin.at,
    ...(finish ? { finished_at: finish.at } : {}),
    ...(finish?.http_status !== undefined ? { http_status: finish.http_status } : {}),
    ...(finish?.response ? { response: finish.response.body } : {}),
    ...(error
      ? {
          error: {
            ...error,
            ...(error.fields ? { fields: toInputFields(error.fields, descriptor.fields) } : {}),
          },
        }
      : {}),
    targets: begin.targets,
    ...(begin.amount ? { amount: begin.amount } : {}),
    retryable: outcome === 'unknown' && retryable,
    idempotency: begin.profile.idempotency ?? 'not_known',
    ...(finish?.resolution ? { resolution: finish.resolution } : {}),
  };
}
