import type { JournalEntry } from '../../../shared/schemas/journal';
import type { OperationReport } from '../../../shared/schemas/operation';

/** The renderer's view of a journaled operation. */
export function reportOf(entry: JournalEntry, retryable: boolean): OperationReport {
  const { begin, finish } = entry;
  const outcome = finish?.outcome ?? 'unknown';
  return {
    operation_id: begin.operation_id,
    kind: begin.operation,
    idempotency_key: begin.idempotency_key,
    outcome,
    attempts: finish?.attempts ?? entry.attempts.length,
    latency_ms: finish?.latency_ms ?? entry.attempts.reduce((sum, a) => sum + a.latency_ms, 0),
    started_at: begin.at,
    ...(finish ? { finished_at: finish.at } : {}),
    ...(finish?.http_status !== undefined ? { http_status: finish.http_status } : {}),
    ...(finish?.response ? { response: finish.response.body } : {}),
    ...(finish?.error
      ? { error: finish.error }
      : finish
        ? {}
        : {
            error: {
              code: 'outcome_unknown' as const,
              message:
                'The console stopped before this operation was answered. The money may or may not have moved: retry it safely (same key) or resolve it with cancel-or-refund.',
            },
          }),
    targets: begin.targets,
    ...(begin.amount ? { amount: begin.amount } : {}),
    retryable: outcome === 'unknown' && retryable,
  };
}
