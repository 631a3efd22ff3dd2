import { ok } from '../result';
import { ReversalInput, ReversalType } from '../schemas/reversal';
import { defined, defineMoney, money, record, text } from './descriptor';
import { judgeTransaction } from './judge';
import { QA_MONEY } from './roles';
import { meaningIn, sentAmount, sentObject, sentText, type AmountMeaning } from './scenario-step';

const typeOf = (body: unknown) => ReversalType.safeParse(record(body).type).data;

/** The kind in the journal's own words ("CANCELLATION" → "Cancellation"); screens translate it. */
const kindName = (type: ReversalType) => type.charAt(0) + type.slice(1).toLowerCase();

/** An adjustment sets the authorized amount again; the answer's amount is the new one. */
const REVERSAL_MEANINGS = {
  CAPTURE: 'captured',
  REFUND: 'refunded',
  CANCELLATION: 'cancelled',
  REVERSAL: 'reversed',
  ADJUSTMENT: 'authorized',
} satisfies Record<ReversalType, AmountMeaning>;

/** A reversal still on its way: the amount it asked for, named by what it asked. */
const PENDING_MEANINGS: Readonly<Record<string, AmountMeaning>> = { CAPTURE: 'captureAsked' };

const pendingMeaning = (type: string | undefined): AmountMeaning =>
  type !== undefined && Object.hasOwn(PENDING_MEANINGS, type) ? PENDING_MEANINGS[type]! : 'asked';

/** Capture, refund, cancellation, reversal or adjustment of one transaction (api-notes op 10). */
export const transactionsReverse = defineMoney({
  money: true,
  label: 'Reversal/capture/refund',
  roles: QA_MONEY,
  input: ReversalInput,
  doing: 'Reversing a transaction',
  request: (input) => {
    const value = input.amount === undefined ? undefined : Number(input.amount);
    return ok({
      path: `/v1/transactions/${encodeURIComponent(input.transaction_id)}/reversals`,
      body: {
        type: input.type,
        ...(value !== undefined ? { amount: defined({ value, currency: input.currency }) } : {}),
      },
      targets: defined({
        transaction_id: input.transaction_id,
        payment_id: input.payment_id,
        currency: input.currency,
      }),
      ...(value !== undefined && input.currency
        ? { amount: { value, currency: input.currency } }
        : {}),
    });
  },
  typeOf,
  labelOf: (body) => {
    const type = typeOf(body);
    return type ? kindName(type) : 'Reversal/capture/refund';
  },
  // Answered bare (the friendly dialect) or wrapped `{payment_id, transaction: {…}}` as the
  // reference and public clients show: either way the amount, status and ids are read.
  read: (body, context) => {
    const b = record(body);
    const transaction = record(b.transaction);
    const payment = record(b.payment);
    const currency =
      text(payment.currency) ?? text(transaction.currency) ?? text(b.currency) ?? context?.currency;
    return defined({
      status: text(b.status) ?? text(transaction.status),
      status_detail: text(b.status_detail) ?? text(transaction.status_detail),
      response_code: text(b.response_code) ?? text(transaction.response_code),
      response_code_description:
        text(b.response_code_description) ?? text(transaction.response_code_description),
      moved: money(b.amount ?? transaction.amount, currency),
      capture_mode: text(record(payment.capture).mode),
      ids: defined({
        payment_id: text(b.payment_id) ?? text(payment.id),
        transaction_id: text(b.id) ?? text(transaction.id) ?? text(b.transaction_id),
      }),
    });
  },
  judge: judgeTransaction,
  fields: { 'amount.value': 'amount', 'amount.currency': 'currency' },
  // A step is named by the kind it asked for, so a saved flow reads "auth, capture, refund".
  scenarioStep: {
    id: (body) => (typeOf(body) ?? 'reversal').toLowerCase(),
    input: ({ body, targets }) => {
      const amount = sentObject(body.amount);
      const currency = sentText(amount.currency) ?? targets.currency;
      return defined({
        transaction_id: targets.transaction_id,
        payment_id: targets.payment_id,
        type: sentText(body.type),
        amount: sentAmount(amount.value, currency),
        currency,
      });
    },
  },
  // A reversal the API settles later has moved nothing yet: its figure is what it asked to move,
  // and it is called so, in the replay's failure and in what Save as scenario writes alike.
  scenarioAmount: (report) => ({
    meaning:
      report.outcome === 'pending'
        ? pendingMeaning(report.reversal_type)
        : meaningIn(REVERSAL_MEANINGS, report.reversal_type),
    amount: report.moved,
  }),
  // A row of the CSV says the type it asked for (CAPTURE, REFUND, …) when the journal has it.
  present: {
    csvType: 'REVERSAL',
    targets: 'transaction',
    success: 'reversalType',
    words: {
      en: {
        // Its rows say the kind (Captured, Cancelled…): a filter choice must name them all.
        name: 'Capture, refund, cancel, reverse or adjust',
        label: 'Reversal/capture/refund',
        doing: 'Reversing a transaction',
        twice: 'capture, refund or reverse the money twice',
      },
      es: {
        name: 'Cobro, devolución, anulación, reverso o ajuste',
        label: 'Reverso, cobro o devolución',
        doing: 'Reverso de una transacción',
        twice: 'cobrar, devolver o revertir el dinero dos veces',
      },
    },
  },
});
