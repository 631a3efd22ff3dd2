import { ok } from '../result';
import { CancelOrRefundInput } from '../schemas/pos';
import {
  defined,
  defineMoney,
  money,
  record,
  text,
  type AnswerFacts,
  type Judgement,
} from './descriptor';
import { actionMeaning } from '../payment-states';
import { STORE_MONEY } from './roles';
import { meaningIn, type AmountMeaning } from './scenario-step';

/** The action's meaning comes from the one status vocabulary (shared/payment-states.ts). */
function judge(facts: AnswerFacts): Judgement {
  // A 2xx that names no action has nothing in it that contradicts success.
  if (facts.status === undefined) return 'succeeded';
  const meaning = actionMeaning(facts.status);
  return meaning === 'refused' ? 'declined' : meaning;
}

/** Cancel-or-refund's own action; an ALREADY_… or NOTHING_… one moved what it says (none). */
const ACTION_MEANINGS: Readonly<Record<string, AmountMeaning>> = {
  CANCELLED: 'cancelled',
  REFUNDED: 'refunded',
};

/** POS cancel-or-refund (api-notes op 11): for a payment whose state the caller does not know. */
export const posCancelOrRefund = defineMoney({
  money: true,
  label: 'POS cancel-or-refund',
  roles: STORE_MONEY,
  input: CancelOrRefundInput,
  doing: 'Cancel or refund',
  request: (input) =>
    ok({
      path: `/v1/pos/cancel-or-refund/${encodeURIComponent(input.payment_id)}`,
      body: {},
      targets: { payment_id: input.payment_id },
      ...(input.resolves ? { resolves: input.resolves } : {}),
    }),
  read: (body) => {
    const b = record(body);
    const payment = record(b.payment);
    const resolvedAt = b.resolved_at;
    return defined({
      status: text(b.action),
      moved: money(b.amount, payment.currency),
      resolved_at:
        typeof resolvedAt === 'number' || (typeof resolvedAt === 'string' && resolvedAt !== '')
          ? resolvedAt
          : undefined,
      capture_mode: text(record(payment.capture).mode),
      ids: defined({
        payment_id: text(b.payment_id) ?? text(payment.id),
        transaction_id: text(b.transaction_id),
      }),
    });
  },
  judge,
  scenarioStep: {
    id: () => 'cancel_or_refund',
    input: ({ targets }) => defined({ payment_id: targets.payment_id }),
  },
  scenarioAmount: (report) => ({
    meaning: meaningIn(ACTION_MEANINGS, report.status?.toUpperCase()),
    amount: report.moved,
  }),
  present: {
    csvType: 'CANCEL_OR_REFUND',
    targets: 'payment',
    success: 'paymentAction',
    settlesUnknowns: true,
    words: {
      en: {
        name: 'Cancel or refund',
        label: 'Cancel or refund a payment',
        doing: 'Cancel or refund',
        twice: 'act on the payment twice',
      },
      es: {
        name: 'Anular o devolver',
        label: 'Anular o devolver un pago',
        doing: 'Anulación o devolución',
        twice: 'actuar dos veces sobre el pago',
      },
    },
  },
});
