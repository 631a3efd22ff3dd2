import type { ParsedInputOf } from '../../shared/contract';
import { fail, ok } from '../../shared/result';
import type { ProductionGate } from './guard/production-gate';
import type { Journal } from './journal/journal';
import { summarizeRetry } from './money/summary';
import type { MoneyPipeline } from './pipeline/money-pipeline';
import { reportOf } from './pipeline/report';
import { withSession, type SessionSource } from './session';

export interface OperationDeps {
  session: SessionSource;
  journal: Journal;
  pipeline: MoneyPipeline;
  gate: ProductionGate;
}

/** Journal queries and retries; a resend on a production profile is confirmed like a first send. */
export function operationHandlers({ session, journal, pipeline, gate }: OperationDeps) {
  const report = (entry: Parameters<typeof reportOf>[0]) =>
    reportOf(entry, pipeline.canResend(entry));
  return {
    'operations:unresolved': async () => ok((await journal.unresolved()).map(report)),
    'operations:recent': async (input: ParsedInputOf<'operations:recent'>) =>
      ok((await journal.recent(input.limit)).map(report)),
    'operations:get': async (input: ParsedInputOf<'operations:get'>) => {
      const entry = await journal.byId(input.operation_id);
      return entry ? ok(report(entry)) : fail('not_found', `No operation ${input.operation_id}`);
    },
    'operations:retry': (input: ParsedInputOf<'operations:retry'>) =>
      withSession(session, (current) =>
        pipeline.retry(
          {
            profile: {
              id: current.profile.id,
              name: current.profile.name,
              production: current.profile.production,
            },
            api: current.api,
          },
          input.operation_id,
          (entry) =>
            gate({
              channel: 'operations:retry',
              input,
              profile: current.profile,
              facts: async () => ok(summarizeRetry(entry)),
            }),
        ),
      ),
  };
}
