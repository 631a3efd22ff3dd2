import { ok } from '../result';
import { CancelOrRefundInput } from '../schemas/pos';
import { defined, defineMoney, money, record, text, type AnswerFacts } from './descriptor';
import { judgeStatus } from './judge';

/** What cancel-or-refund did: done now, or already done before; either way nothing is owed. */
const RESOLVED = new Set([
  'CANCELLED',
  'REFUNDED',
  'ALREADY_CANCELLED',
  'ALREADY_REFUNDED',
  'NOTHING_TO_REVERSE',
]);

function judge(facts: AnswerFacts) {
  const action = facts.status?.toUpperCase();
  if (action === undefined || RESOLVED.has(action)) return 'succeeded';
  if (/DECLINED|REJECTED|FAILED/.test(action)) return 'declined';
  return judgeStatus(action);
}

/** POS cancel-or-refund (api-notes op 11): for a payment whose state the caller does not know. */
export const posCancelOrRefund = defineMoney({
  money: true,
  label: 'POS cancel-or-refund',
  input: CancelOrRefundInput,
  doing: 'Cancel or refund',
  request: (input) =>
    ok({
      path: `/v1/pos/cancel-or-refund/${encodeURIComponent(input.payment_id)}`,
      body: {},
      targets: { payment_id: input.payment_id },
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
