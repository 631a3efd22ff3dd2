import type { ParsedInputOf } from '../../../shared/contract';
import { ok } from '../../../shared/result';
import { refuse } from '../../../shared/error-words';
import type { ProductionGate } from '../guard/production-gate';
import type { Journal } from '../journal/journal';
import { summarizeRetry } from '../money/summary';
import { pipelineContext, type MoneyPipeline } from '../pipeline/money-pipeline';
import { isMoneyEntry, reportOf } from '../pipeline/report';
import { withSession, type SessionSource } from '../session';

export interface MoneyJournalDeps {
  session: SessionSource;
  journal: Journal;
  pipeline: MoneyPipeline;
  gate: ProductionGate;
}

/**
 * The money journal as the page reads it (recent operations, unknown outcomes, one by id) and
 * the resend of an unknown outcome: the same key and bytes, only once the operator accepted that
 * it may charge twice where the API is not known to honour the key, and on a production profile
 * confirmed like a first send.
 */
export function moneyJournalHandlers({ session, journal, pipeline, gate }: MoneyJournalDeps) {
  const report = (entry: Parameters<typeof reportOf>[0]) =>
    reportOf(entry, pipeline.canResend(entry));
  return {
    'outcomes:unresolved': async () => ok((await journal.unresolved()).map(report)),
    'outcomes:unresolvedCount': async () => ok({ count: await journal.unresolvedCount() }),
    'outcomes:recent': async (input: ParsedInputOf<'outcomes:recent'>) =>
      ok((await journal.recent(input.limit)).map(report)),
    'outcomes:get': async (input: ParsedInputOf<'outcomes:get'>) => {
      const entry = await journal.byId(input.operation_id);
      // Back-office changes are Activity's; this channel speaks of money operations only.
      return entry && isMoneyEntry(entry)
        ? ok(report(entry))
        : refuse('not_found', 'operation_not_found', { id: input.operation_id });
    },
    'outcomes:retry': (input: ParsedInputOf<'outcomes:retry'>) =>
      withSession(session, (current) =>
        pipeline.retry(pipelineContext(current), input.operation_id, {
          acceptDuplicateRisk: input.accept_duplicate_risk === true,
          confirm: (entry) =>
            gate({
              channel: 'outcomes:retry',
              input,
              profile: current.profile,
              facts: async (language) => ok(summarizeRetry(entry, language)),
            }),
        }),
      ),
  };
}
