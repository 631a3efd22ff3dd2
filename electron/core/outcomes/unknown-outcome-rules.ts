import { refuse } from '../../../shared/error-words';
import type { Result } from '../../../shared/result';
import { toMinorUnits } from '../../../shared/money';
import { isMoneyOperation } from '../../../shared/operations/catalog';
import { moneyPresentation } from '../../../shared/operations/words';
import { isRefused } from '../../../shared/payment-states';
import type { JournalBegin, JournalEntry } from '../../../shared/schemas/journal';
import type { Resolution } from '../../../shared/schemas/operation';
import type { PipelineContext } from '../pipeline/money-pipeline';
import { reportOf } from '../pipeline/report';

/*
 * The rules of an unknown outcome's life, kept apart from the sending so they read in one place.
 * It is made by the pipeline when an answer does not say whether the money moved
 * (pipeline/classify.ts, `unknownOutcome`); checked against what the API shows
 * (status-check.ts, sending nothing); sent again with the same key and bytes (`resendRefusal`);
 * settled by a cancel-or-refund of its payment (`settledByCancelOrRefund`); or marked resolved
 * by the person (`resolutionRefusal`, `wentThroughOutcome`, the finish from `journal/finish-record.ts`).
 */

export interface RetryOptions {
  /** The operator confirmed a resend that may charge twice (the API is not known to dedupe). */
  acceptDuplicateRisk?: boolean;
  /** Runs last, once nothing else stands in the way (on production, the person's step). */
  confirm?: (entry: JournalEntry) => Promise<Result<void>>;
}

/** What an operator decided after checking the API, and the outcome it amounts to. */
export interface ManualResolution {
  outcome: 'succeeded' | 'declined' | 'failed';
  resolution: Omit<Resolution, 'by'>;
}

/** Only a profile known to honour the key may have a request resent without asking anyone. */
export const honoursKey = (ctx: PipelineContext) => ctx.profile.idempotency === 'honoured';

function ended(
  entry: JournalEntry,
  nothingTo: 'ended_nothing_to_retry' | 'ended_nothing_to_resolve',
): Result<never> | undefined {
  return entry.finish && entry.finish.outcome !== 'unknown'
    ? refuse('conflict', nothingTo, { outcome: entry.finish.outcome })
    : undefined;
}

/** Why this operation cannot be sent again now; undefined when it can. */
export function resendRefusal(
  entry: JournalEntry,
  ctx: PipelineContext,
  state: {
    onTheWire: boolean;
    body: string | undefined;
    /** Where the profile would send it now. */
    sendsTo: string;
  } & Pick<RetryOptions, 'acceptDuplicateRisk'>,
): Result<never> | undefined {
  if (state.onTheWire) {
    return refuse('conflict', 'being_sent');
  }
  const over = ended(entry, 'ended_nothing_to_retry');
  if (over) return over;
  if (entry.begin.profile.id !== ctx.profile.id) {
    return refuse('conflict', 'made_on_other_profile', { profile: entry.begin.profile.name });
  }
  // The profile may have been pointed elsewhere since: the bytes and key belong to that server.
  if (state.sendsTo !== entry.begin.request.url) {
    return refuse('conflict', 'sent_elsewhere', {
      url: entry.begin.request.url,
      profile: ctx.profile.name,
      sendsTo: state.sendsTo,
    });
  }
  if (state.body === undefined) {
    return refuse('conflict', 'card_data_not_kept');
  }
  if (!honoursKey(ctx) && !state.acceptDuplicateRisk) {
    return refuse(
      'forbidden',
      'duplicate_risk',
      { profile: ctx.profile.name },
      { apiCode: 'duplicate_risk_not_accepted' },
    );
  }
  return undefined;
}

/** Why this operation cannot be settled by hand now; undefined when it can. */
export function resolutionRefusal(
  entry: JournalEntry,
  onTheWire: boolean,
): Result<never> | undefined {
  // A resend's answer would say more than anyone's reading of the payments list.
  if (onTheWire) {
    return refuse('conflict', 'being_sent');
  }
  return ended(entry, 'ended_nothing_to_resolve');
}

/**
 * An operation for a merchant (an authorization) made the payment it found, so a refused payment
 * means it was declined; any other operation acted on a payment that was already there.
 */
const madeThePayment = (operation: string) =>
  isMoneyOperation(operation) && moneyPresentation(operation).targets === 'merchant';

/**
 * The outcome of "it went through", judged from the payment as main reads it now: an
 * authorization whose payment the API refused was declined, whatever the person expected.
 */
export function wentThroughOutcome(
  operation: string,
  paymentStatus: string | undefined,
): 'succeeded' | 'declined' {
  return madeThePayment(operation) && isRefused(paymentStatus) ? 'declined' : 'succeeded';
}

/**
 * Whether a cancel-or-refund that succeeded (`by`, reported as `byId`) settles this unknown
 * outcome: one on the same payment, sent by the same profile to the same server. A payment id
 * names a payment on one server only: another profile (or the same profile moved to another
 * server) can answer for a payment of the same id that is not this one, and must not settle,
 * say, a production charge from a test server.
 */
export function settledByCancelOrRefund(
  entry: JournalEntry,
  by: JournalBegin,
  byId: string,
  paymentId: string,
): boolean {
  const { begin } = entry;
  if (begin.operation_id === byId) return false;
  if (!sameServer(begin, by)) return false;
  return (begin.targets.payment_id ?? reportOf(entry, false).ids.payment_id) === paymentId;
}

/** Sent by the same profile to the same server: only there does a payment id name one payment. */
export function sameServer(begin: JournalBegin, by: JournalBegin): boolean {
  return (
    begin.profile.id === by.profile.id && originOf(begin.request.url) === originOf(by.request.url)
  );
}

/** What a cancel-or-refund's answer shows of the payment it acted on, read tolerantly. */
export interface PaymentShown {
  id: string;
  trace?: string;
  merchantId?: string;
  amount?: number;
  currency?: string;
  lastFour?: string;
  instrumentId?: string;
  /** Milliseconds since the epoch. */
  createdAt?: number;
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
// "" and 0 read as "not said" (api-notes: zero values of fields the API left out).
const said = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;
const number = (value: unknown): number | undefined => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : undefined;
};

/** Unix seconds or ISO text, as payments carry them. */
function instantOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value > 0 ? value * 1000 : undefined;
  const text = said(value);
  if (!text) return undefined;
  const ms = /^\d+$/.test(text) ? Number(text) * 1000 : Date.parse(text);
  return Number.isFinite(ms) && ms > 0 ? ms : undefined;
}

export function paymentOfAnswer(answer: unknown): PaymentShown | undefined {
  const body = record(answer);
  const payment = record(body.payment);
  const id = said(payment.id) ?? said(body.payment_id);
  if (!id) return undefined;
  const instrument = record(payment.payment_instrument);
  const shown: PaymentShown = { id };
  const facts: Omit<PaymentShown, 'id'> = {
    trace: said(payment.external_client_trace_id),
    merchantId: said(payment.merchant_id),
    amount: number(payment.initial_amount),
    currency: said(payment.currency)?.toUpperCase(),
    lastFour: said(instrument.last_four_digits),
    instrumentId: said(instrument.id),
    createdAt: instantOf(payment.created_at),
  };
  for (const [name, value] of Object.entries(facts)) {
    if (value !== undefined) Object.assign(shown, { [name]: value });
  }
  return shown;
}

/** How far from an operation's start the payment it made may have been created. */
const WINDOW_MS = 30 * 60_000;

/**
 * Whether the payment a cancel-or-refund acted on is plausibly the one an unknown authorization
 * tried, from what its journaled request carried. A trace number is the terminal's own reference:
 * when it was sent it alone decides. Without one, the amount and currency, the card (last four
 * or stored instrument) and the time must all agree, and each must be shown by the payment: a
 * fact the answer leaves out cannot count as a match, because settling the wrong unknown would
 * hide a charge nobody then looks for.
 */
export function triedThisPayment(entry: JournalEntry, payment: PaymentShown): boolean {
  const { begin } = entry;
  if (!madeThePayment(begin.operation)) return false;
  const sent = record(begin.request.body);
  const merchant = said(sent.merchant_id) ?? begin.targets.merchant_id;
  if (merchant && payment.merchantId && merchant !== payment.merchantId) return false;
  const trace = said(sent.external_client_trace_id);
  if (trace) return payment.trace === trace;
  const { amount } = begin;
  if (!amount || payment.amount === undefined || payment.currency === undefined) return false;
  const currency = amount.currency.toUpperCase();
  if (currency !== payment.currency) return false;
  const minor = toMinorUnits(amount.value, currency);
  if (minor === null || minor !== toMinorUnits(payment.amount, currency)) return false;
  const lastFour = /(\d{4})$/.exec(begin.targets.card ?? '')?.[1];
  const instrument = begin.targets.instrument_id;
  const sameCard =
    (lastFour !== undefined && lastFour === payment.lastFour) ||
    (instrument !== undefined && instrument === payment.instrumentId);
  if (!sameCard) return false;
  const started = Date.parse(begin.at);
  return payment.createdAt !== undefined && Math.abs(payment.createdAt - started) <= WINDOW_MS;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}
