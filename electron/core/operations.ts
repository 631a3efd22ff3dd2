import { refuse } from '../../shared/error-words';
import type { ParsedInputOf } from '../../shared/contract';
import { ok } from '../../shared/result';
import type { ProductionGate } from './guard/production-gate';
import type { Journal } from './journal/journal';
import { summarizeRetry } from './money/summary';
import { pipelineContext, type MoneyPipeline } from './pipeline/money-pipeline';
import { isMoneyEntry, reportOf } from './pipeline/report';
import { withSession, type SessionSource } from './session';

export interface OperationDeps {
  session: SessionSource;
  journal: Journal;
  pipeline: MoneyPipeline;
  gate: ProductionGate;
}

/**
 * Journal queries and resends of unknown outcomes: the same key and bytes, only once the
 * operator accepted that it may charge twice where the API is not known to honour the key, and
 * on a production profile confirmed like a first send.
 */
export function operationHandlers({ session, journal, pipeline, gate }: OperationDeps) {
  const report = (entry: Parameters<typeof reportOf>[0]) =>
    reportOf(entry, pipeline.canResend(entry));
  return {
    'operations:unresolved': async () => ok((await journal.unresolved()).map(report)),
    'operations:recent': async (input: ParsedInputOf<'operations:recent'>) =>
      ok((await journal.recent(input.limit)).map(report)),
    'operations:get': async (input: ParsedInputOf<'operations:get'>) => {
      const entry = await journal.byId(input.operation_id);
      // Back-office changes are Activity's; this channel speaks of money operations only.
      return entry && isMoneyEntry(entry)
        ? ok(report(entry))
        : refuse('not_found', 'operation_not_found', { id: input.operation_id });
    },
    'operations:retry': (input: ParsedInputOf<'operations:retry'>) =>
      withSession(session, (current) =>
        pipeline.retry(pipelineContext(current), input.operation_id, {
          acceptDuplicateRisk: input.accept_duplicate_risk === true,
          confirm: (entry) =>
            gate({
              channel: 'operations:retry',
              input,
              profile: current.profile,
              facts: async (language) => ok(summarizeRetry(entry, language)),
            }),
        }),
      ),
  };
}
