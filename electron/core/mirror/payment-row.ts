import { currencyDecimals, toMinorUnits } from '../../../shared/money';
import { fail, ok, type Result } from '../../../shared/result';
import type { MirroredPayment } from '../../../shared/schemas/payment-search';
import { amountOf, isPlainObject, textOf, timestampOf } from '../../../shared/schemas/normalize';
import { redactText } from '../redact';

/**
 * The card facts a payment body lacks, from its instrument (and the user holding it): the
 * API's payments name the instrument, not always its BIN, nor ever its user.
 */
export interface CardFacts {
  bin?: string | null;
  lastFour?: string | null;
  cardBrand?: string | null;
  userId?: string | null;
}

const ID = /^[A-Za-z0-9_-]{1,128}$/;
const WORD = /^[A-Z][A-Z0-9_ ]{0,39}$/;
const TRACE = /^[\x21-\x7e]{1,64}$/;

/**
 * A value kept only when it has the expected shape and the one redactor would leave it as it
 * is: a card number hiding in a trace id or an id is not copied, not even masked.
 */
function kept(raw: unknown, shape: RegExp): string | null {
  const text = textOf(raw);
  if (text.state !== 'value') return null;
  const value = text.value.trim();
  return shape.test(value) && redactText(value) === value ? value : null;
}

/**
 * One API payment as the mirror keeps it: named fields picked one by one, never the body, so
 * a PAN or CVV the API echoes anywhere else has nowhere to go. A payment without an id or a
 * creation time cannot be placed in a search and is refused.
 */
export function mirroredPaymentOf(body: unknown, card: CardFacts = {}): Result<MirroredPayment> {
  if (!isPlainObject(body)) return fail('validation', 'A payment must be a JSON object');
  const id = kept(body.id, ID);
  if (!id) return fail('validation', 'A payment without a usable id cannot be mirrored');
  const created = timestampOf(body.created_at);
  if (created.state !== 'value') {
    return fail('validation', `Payment ${id} has no readable created_at`);
  }
  const updated = timestampOf(body.updated_at);
  const instrument = isPlainObject(body.payment_instrument) ? body.payment_instrument : {};
  const amount = amountOf(body.initial_amount, body.currency);
  let amountMinor: number | null = null;
  let currency: string | null = null;
  if (
    amount.state === 'value' &&
    amount.value.currency &&
    /^[A-Z]{3}$/.test(amount.value.currency)
  ) {
    currency = amount.value.currency;
    // Fixed to the currency's digits first: 0.1 + 0.2 style floats never reach the integer.
    amountMinor = toMinorUnits(amount.value.value.toFixed(currencyDecimals(currency)), currency);
  }
  return ok({
    id,
    traceId: kept(body.external_client_trace_id, TRACE),
    merchantId: kept(body.merchant_id, ID),
    status: kept(body.status, WORD) ?? '',
    amountMinor,
    currency: amountMinor === null ? null : currency,
    cardBrand: kept(card.cardBrand ?? instrument.card_brand, WORD),
    bin: kept(card.bin ?? instrument.issuer_identification_number, /^\d{6,8}$/),
    lastFour: kept(card.lastFour ?? instrument.last_four_digits, /^\d{4}$/),
    userId: kept(card.userId, ID),
    instrumentId: kept(instrument.id, ID),
    createdAt: created.value.getTime(),
    updatedAt: updated.state === 'value' ? updated.value.getTime() : null,
  });
}
