import { maskPan } from '../card/mask-pan';
import { fieldErrors } from '../errors';
import { ok, type Result } from '../result';
import { refuseFields } from '../error-words';
import { mergeFields } from '../schemas/json-object';
import { AuthorizationBody, type PaymentAuthorizationInput } from '../schemas/payment';
import type { z } from 'zod';
import {
  defined,
  money,
  record,
  text,
  toInputFields,
  type AnswerContext,
  type AnswerFacts,
  type FieldMap,
  type MoneyCall,
} from './descriptor';
import { fieldReason } from '../validation-words';
import { isCapturing } from '../payment-states';
import { isPlainObject } from '../schemas/normalize';
import {
  sentAmount,
  sentObject,
  sentText,
  type AmountFact,
  type MoneyAmounts,
  type ScenarioStepRecipe,
} from './scenario-step';

type AuthorizeInput = z.output<typeof PaymentAuthorizationInput> & { payment_id?: string };

/** Where the authorization body's paths live in the form. */
export const AUTHORIZATION_FIELDS: FieldMap = {
  'amount.value': 'amount',
  'amount.currency': 'currency',
  'amount.tip.value': 'tip',
  'capture.mode': 'capture_mode',
  'terminal.id': 'terminal_id',
  'terminal.use_case': 'use_case',
  external_client_trace_id: 'external_client_trace_id',
};

/**
 * Who pays whom, how much, and the terminal's declared use: additional fields may add to the
 * body but never replace these, or the checks and the confirmation would name one thing while
 * another is sent.
 */
const PROTECTED: Record<string, string> = {
  merchant_id: fieldReason('extraMerchantId'),
  instrument: fieldReason('extraInstrument'),
  amount: fieldReason('extraAmount'),
  payment_id: fieldReason('extraPaymentId'),
  'terminal.use_case': fieldReason('extraTerminalUseCase'),
};

function has(value: Record<string, unknown>, path: string): boolean {
  let node: unknown = value;
  for (const key of path.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node)) return false;
    node = (node as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * The form's fields become the API's authorization body; additional fields are merged in and
 * the merged body is checked against what is known of the API, so a raw JSON field cannot
 * smuggle in a value the form would refuse. A problem in what the additional fields typed is
 * keyed by its path in that JSON; one in the form's own values by the form's field.
 */
export function authorizationCall(path: string, input: AuthorizeInput): Result<MoneyCall> {
  const extra = input.extra ?? {};
  const refused = Object.fromEntries(
    Object.entries(PROTECTED).filter(([field]) => has(extra, field)),
  );
  const [first] = Object.entries(refused);
  if (first) return refuseFields(refused);

  const instrument =
    input.instrument.kind === 'stored'
      ? { id: input.instrument.id }
      : { type: 'CARD', card: input.instrument.card };
  const terminal =
    input.terminal_id || input.use_case
      ? defined({ id: input.terminal_id, use_case: input.use_case })
      : undefined;
  const base: Record<string, unknown> = defined({
    merchant_id: input.merchant_id,
    payment_id: input.payment_id || undefined,
    instrument,
    amount: defined({
      value: Number(input.amount),
      currency: input.currency,
      tip: input.tip ? { value: Number(input.tip) } : undefined,
    }),
    type: input.type,
    capture: input.capture_mode ? { mode: input.capture_mode } : undefined,
    initiator: input.initiator,
    entry_mode: input.entry_mode,
    order_type: input.order_type,
    terminal,
    external_client_trace_id: input.external_client_trace_id,
  });
  const body = mergeFields(base, input.extra);
  const checked = AuthorizationBody.safeParse(body);
  if (!checked.success) {
    const fields: Record<string, string> = {};
    for (const [bodyPath, message] of Object.entries(fieldErrors(checked.error))) {
      const fromExtra = has(extra, bodyPath.split('.')[0] ?? bodyPath);
      const key = fromExtra
        ? bodyPath
        : Object.keys(toInputFields({ [bodyPath]: message }, AUTHORIZATION_FIELDS))[0]!;
      fields[key] ??= message;
    }
    return refuseFields(fields);
  }
  return ok({ path, body, ...callFacts(body) });
}

/** The body's fields `authorizationCall` writes itself; any other went in as additional fields. */
const FORM_BODY_FIELDS = new Set([
  'merchant_id',
  'payment_id',
  'instrument',
  'amount',
  'type',
  'capture',
  'initiator',
  'entry_mode',
  'order_type',
  'terminal',
  'external_client_trace_id',
]);

/**
 * The authorization form's fields back from the body `authorizationCall` built, for a scenario
 * step. `withPaymentId`: the transaction form has the field (an incremental authorization).
 */
export function authorizationStep(withPaymentId: boolean): ScenarioStepRecipe {
  return {
    id: () => 'auth',
    input: ({ body, targets }, testCard) => {
      const amount = sentObject(body.amount);
      const currency = sentText(amount.currency);
      const terminal = sentObject(body.terminal);
      const capture = sentObject(body.capture);
      const stored = sentText(sentObject(body.instrument).id) ?? targets.instrument_id;
      const extra = Object.fromEntries(
        Object.entries(body).filter(([key]) => !FORM_BODY_FIELDS.has(key)),
      );
      return defined({
        merchant_id: sentText(body.merchant_id),
        ...(withPaymentId ? { payment_id: sentText(body.payment_id) } : {}),
        instrument: stored ? { kind: 'stored', id: stored } : { kind: 'card', card: testCard() },
        amount: sentAmount(amount.value, currency),
        currency,
        tip: isPlainObject(amount.tip) ? sentAmount(amount.tip.value, currency) : undefined,
        type: sentText(body.type),
        capture_mode: sentText(capture.mode),
        initiator: sentText(body.initiator),
        entry_mode: sentText(body.entry_mode),
        order_type: sentText(body.order_type),
        terminal_id: sentText(terminal.id),
        use_case: sentText(terminal.use_case),
        external_client_trace_id: sentText(body.external_client_trace_id),
        extra: Object.keys(extra).length ? extra : undefined,
      });
    },
  };
}

/** Targets and amount as the merged body names them: what is sent is what is journaled. */
function callFacts(body: Record<string, unknown>): Pick<MoneyCall, 'targets' | 'amount'> {
  const instrument = record(body.instrument);
  const number = text(record(instrument.card).number);
  const amount = money(body.amount);
  return {
    targets: defined({
      merchant_id: text(body.merchant_id),
      instrument_id: text(instrument.id),
      card: number ? maskPan(number) : undefined,
      payment_id: text(body.payment_id),
    }),
    ...(amount ? { amount } : {}),
  };
}

/**
 * The reference answers an AUTOMATIC authorization with the payment still AUTHORIZED and its
 * capture PENDING until an estimated date: by the payment's capturing status, a capture
 * transaction still PENDING, or the capture's `estimated_date_reason`.
 */
function capturePending(payment: Record<string, unknown>): boolean {
  if (isCapturing(text(payment.status))) return true;
  const transactions = Array.isArray(payment.transactions) ? payment.transactions : [];
  const pendingCapture = transactions.some((tx) => {
    const t = record(tx);
    return text(t.type)?.toUpperCase() === 'CAPTURE' && text(t.status)?.toUpperCase() === 'PENDING';
  });
  if (pendingCapture) return true;
  const capture = record(payment.capture);
  const settled = text(payment.status)?.toUpperCase() === 'CAPTURED';
  return !settled && text(capture.estimated_date_reason) !== undefined;
}

/**
 * Declines are 201 too: the transaction's status says what happened. Its amount is stated as
 * `{value, currency}` or as a bare number or text (`"100"`, the reference's), in the payment's
 * currency or, where the answer names none, the request's.
 */
export function readAuthorization(body: unknown, context?: AnswerContext): AnswerFacts {
  const b = record(body);
  const transaction = record(b.transaction);
  const payment = record(b.payment);
  return defined({
    authorized: money(transaction.amount, text(payment.currency) ?? context?.currency),
    capture_pending: capturePending(payment) || undefined,
    status: text(transaction.status) ?? text(payment.status),
    status_detail: text(transaction.status_detail),
    response_code: text(b.response_code) ?? text(transaction.response_code),
    response_code_description:
      text(b.response_code_description) ?? text(transaction.response_code_description),
    capture_mode: text(record(payment.capture).mode),
    ids: defined({
      payment_id: text(b.payment_id) ?? text(payment.id),
      transaction_id: text(transaction.id),
      instrument_id: text(b.instrument_id),
    }),
  });
}

/**
 * An authorization moves no money until it is captured: its amount is what it authorized, as
 * the answer says, else as the body asked, and only once approved (a declined one authorized
 * nothing).
 */
export const authorizedAmount = (report: MoneyAmounts): AmountFact => ({
  meaning: 'authorized',
  amount: report.outcome === 'succeeded' ? (report.authorized ?? report.amount) : undefined,
});
