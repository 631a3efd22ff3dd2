import type { ParsedInputOf } from '../../../shared/contract';
import { fail, ok, type Result } from '../../../shared/result';
import type { OperationReport } from '../../../shared/schemas/operation';
import type { ProductionGate } from '../guard/production-gate';
import type { MoneyPipeline, MoneyRequest } from '../pipeline/money-pipeline';
import { withSession, type Session, type SessionSource } from '../session';
import { authorizationRequest } from './authorization';
import { cancelOrRefundRequest, reversalRequest } from './reversal';
import { summarizeRequest } from './summary';

type MoneyChannel =
  'payments:authorize' | 'transactions:authorize' | 'transactions:reverse' | 'pos:cancelOrRefund';

export interface MoneyDeps {
  session: SessionSource;
  pipeline: MoneyPipeline;
  gate: ProductionGate;
}

/**
 * The money-moving channels. The order matters: the profile's policy, then the body's rules,
 * then (production only) the person's confirmation of the exact request, and only then the
 * journaled pipeline.
 */
export function moneyHandlers({ session, pipeline, gate }: MoneyDeps) {
  function guarded<C extends MoneyChannel>(
    channel: C,
    build: (input: ParsedInputOf<C>) => Result<MoneyRequest>,
  ) {
    return (input: ParsedInputOf<C>): Promise<Result<OperationReport>> =>
      withSession(session, async (current) => {
        const refused = policyRefusal(current, input);
        if (refused) return refused;
        const request = build(input);
        if (!request.ok) return request;
        const confirmed = await gate({
          channel,
          input,
          profile: current.profile,
          facts: () => summarizeRequest(current.api, request.value),
        });
        if (!confirmed.ok) return confirmed;
        const { id, name, production } = current.profile;
        return ok(
          await pipeline.run(
            { profile: { id, name, production }, api: current.api },
            request.value,
          ),
        );
      });
  }

  return {
    'payments:authorize': guarded('payments:authorize', (input) =>
      authorizationRequest('payments:authorize', input),
    ),
    'transactions:authorize': guarded('transactions:authorize', (input) =>
      authorizationRequest('transactions:authorize', input),
    ),
    'transactions:reverse': guarded('transactions:reverse', (input) => ok(reversalRequest(input))),
    'pos:cancelOrRefund': guarded('pos:cancelOrRefund', (input) =>
      ok(cancelOrRefundRequest(input)),
    ),
  };
}

/** Raw cards and raw JSON fields are a QA convenience; a profile must allow them. */
function policyRefusal({ profile }: Session, input: object): Result<never> | undefined {
  const instrument = 'instrument' in input ? (input.instrument as { kind: string }) : undefined;
  const extra = 'extra' in input ? (input.extra as Record<string, unknown> | undefined) : undefined;
  if (instrument?.kind === 'card' && !profile.allowRawCards) {
    return fail(
      'forbidden',
      `Profile “${profile.name}” does not allow authorizations with a typed card number: use a stored instrument.`,
      { apiCode: 'raw_card_not_allowed' },
    );
  }
  if (extra && Object.keys(extra).length > 0 && !profile.allowExtraFields) {
    return fail('forbidden', `Profile “${profile.name}” does not allow additional JSON fields.`, {
      apiCode: 'extra_fields_not_allowed',
    });
  }
  return undefined;
}
