import { refuse } from '../../../shared/error-words';
import type { ParsedInputOf } from '../../../shared/contract';
import { ok, type Result } from '../../../shared/result';
import type { Language } from '../../../shared/schemas/app';
import type { JournalEntry } from '../../../shared/schemas/journal';
import type { ProductionGate } from '../guard/production-gate';
import type { Journal } from '../journal/journal';
import type { MoneyPipeline } from '../pipeline/money-pipeline';
import { isMoneyEntry } from '../pipeline/report';
import { withSession, type Session, type SessionSource } from '../session';
import { wordsFor } from '../words/main-words';
import { readPayment } from '../outcomes/payment-facts';
import { wentThroughOutcome } from '../outcomes/unknown-outcome-rules';
import { checkStatus } from '../outcomes/status-check';

export interface OutcomeDeps {
  session: SessionSource;
  journal: Journal;
  pipeline: MoneyPipeline;
  /** Settling an unknown outcome on production is the person's call, as the money was. */
  gate: ProductionGate;
  now?: () => Date;
}

/**
 * The way out of "outcome unknown" that sends nothing: read what the API shows, then record
 * what the operator concluded. Both work on the operation's own profile only, since another
 * profile's API knows nothing of it.
 */
export function unknownOutcomeHandlers({
  session,
  journal,
  pipeline,
  gate,
  now = () => new Date(),
}: OutcomeDeps) {
  async function operationOn(current: Session, id: string): Promise<Result<JournalEntry>> {
    const entry = await journal.byId(id);
    // Back-office changes are looked up on their own screens, not settled here.
    if (!entry || !isMoneyEntry(entry)) {
      return refuse('not_found', 'operation_not_found', { id });
    }
    if (entry.begin.profile.id !== current.profile.id) {
      return refuse('conflict', 'made_on_other_profile', { profile: entry.begin.profile.name });
    }
    return ok(entry);
  }

  return {
    'outcomes:checkStatus': (input: ParsedInputOf<'outcomes:checkStatus'>) =>
      withSession(session, async (current) => {
        const entry = await operationOn(current, input.operation_id);
        return entry.ok ? checkStatus(current.api, entry.value, now()) : entry;
      }),

    'outcomes:markResolved': (input: ParsedInputOf<'outcomes:markResolved'>) =>
      withSession(session, async (current) => {
        const entry = await operationOn(current, input.operation_id);
        if (!entry.ok) return entry;
        // "Did not happen" on a charge that went through loses the money's trail for good.
        const confirmed = await gate({
          channel: 'outcomes:markResolved',
          input,
          profile: current.profile,
          facts: async (language) => ok(resolutionFacts(entry.value, input, language)),
        });
        if (!confirmed.ok) return confirmed;
        const note = input.note ? { note: input.note } : {};
        if (input.verdict === 'did_not_happen') {
          return pipeline.markResolved(input.operation_id, {
            outcome: 'failed',
            resolution: { verdict: 'did_not_happen', ...note },
          });
        }
        // Read again now: the journal keeps the payment's state as main saw it, not as claimed.
        const payment = await readPayment(current.api, input.payment_id);
        if (!payment.ok) return payment;
        const status = payment.value.status || undefined;
        return pipeline.markResolved(input.operation_id, {
          outcome: wentThroughOutcome(entry.value.begin.operation, status),
          resolution: {
            verdict: 'went_through',
            payment_id: payment.value.id,
            ...(status ? { payment_status: status } : {}),
            ...note,
          },
        });
      }),
  };
}

/** What the person confirms: the verdict, the operation it settles, its amount and card. */
function resolutionFacts(
  entry: JournalEntry,
  input: ParsedInputOf<'outcomes:markResolved'>,
  language: Language,
) {
  const words = wordsFor(language);
  const { amount, targets, operation_id } = entry.begin;
  const lastFour = targets.card?.match(/(\d{4})$/)?.[1];
  const on = [
    words.target.operation(operation_id),
    targets.payment_id && words.target.payment(targets.payment_id),
    targets.transaction_id && words.target.transaction(targets.transaction_id),
  ].filter((part): part is string => typeof part === 'string' && part !== '');
  return {
    operation:
      input.verdict === 'went_through'
        ? words.resolve.went_through(input.payment_id)
        : words.resolve.did_not_happen,
    ...(amount ? { amount } : {}),
    target: on.join(', '),
    ...(lastFour ? { last_four: lastFour } : {}),
  };
}
