import { isReversalDrillCard } from './cards';
import { fieldError, isRecord, withFieldPrefix } from './http';
import { parseNewInstrument } from './instrument-input';
import type { NewInstrument } from './instrument-model';
import { parseCurrency, parseMinor } from './money';
import { PAYMENT_TYPES, type CaptureMode, type PaymentType } from './payment-model';
import { ID_PATTERN } from './store';

export type CardSource =
  { kind: 'stored'; instrumentId: string } | { kind: 'raw'; card: NewInstrument };

/** A parsed authorization body; amounts in minor units. */
export interface AuthorizationInput {
  /** Caller-chosen payment id (new payments only). */
  id?: string;
  /** Set on POST /v1/transactions/authorizations for an incremental authorization. */
  paymentId?: string;
  merchantId?: string;
  instrument?: CardSource;
  type?: PaymentType;
  amount: number;
  currency: string;
  tip: number;
  captureMode: CaptureMode;
  initiator: string | null;
  entryMode: string | null;
  orderType: string | null;
  terminal: Record<string, unknown> | null;
  country: string | null;
  /** `external_client_trace_id`: the terminal's own reference, kept on the payment. */
  traceId: string | null;
}

// Where a currency names one country, payments in it carry that country, in ISO alpha-3 as the
// real sandbox sends it (api-observed: "COL").
const COUNTRY_OF: Record<string, string> = {
  USD: 'USA',
  GBP: 'GBR',
  CAD: 'CAN',
  MXN: 'MEX',
  PEN: 'PER',
  BRL: 'BRA',
  ARS: 'ARG',
  UYU: 'URY',
  COP: 'COL',
  CLP: 'CHL',
  JPY: 'JPN',
};

/**
 * `country`: the API takes ISO 3166 alpha-3 ("COL"; api-notes), so the reference dialect refuses
 * alpha-2 at the field; the friendly one still takes the alpha-2 it always took.
 */
function countryOf(value: unknown, alpha2Too: boolean): string {
  const ok =
    typeof value === 'string' &&
    (/^[A-Z]{3}$/.test(value) || (alpha2Too && /^[A-Z]{2}$/.test(value)));
  if (!ok) {
    throw fieldError(
      'invalid_field',
      'country',
      'country must be an ISO 3166 alpha-3 code such as "COL"',
    );
  }
  return value;
}

const absent = (v: unknown) => v === undefined || v === null;

function id(value: unknown, field: string, what: string): string {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
    throw fieldError('invalid_field', field, `${field} must be ${what}`);
  }
  return value;
}

function oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T {
  if (!allowed.includes(value as T)) {
    throw fieldError('invalid_field', field, `${field} must be one of ${allowed.join(', ')}`);
  }
  return value as T;
}

function optionalString(value: unknown, field: string): string | null {
  if (absent(value)) return null;
  if (typeof value !== 'string' || value.length < 1 || value.length > 64) {
    throw fieldError('invalid_field', field, `${field} must be a string of 1 to 64 characters`);
  }
  return value;
}

/**
 * The caller's reference is printable ASCII: the payment carries it back as it was sent, and
 * a store manager types it from a terminal's slip.
 */
function traceId(value: unknown): string | null {
  if (absent(value) || value === '') return null;
  if (typeof value !== 'string' || !/^[\x21-\x7e]{1,64}$/.test(value)) {
    throw fieldError(
      'invalid_field',
      'external_client_trace_id',
      'external_client_trace_id must be 1 to 64 printable characters without spaces',
    );
  }
  return value;
}

function required(value: unknown, field: string): unknown {
  if (absent(value)) throw fieldError('missing_field', field, `${field} is required`);
  return value;
}

function instrument(value: unknown, now: Date): CardSource {
  if (!isRecord(value)) {
    throw fieldError(
      'invalid_field',
      'instrument',
      'instrument must be {id} or {type: "CARD", card}',
    );
  }
  if (!absent(value.id)) {
    return { kind: 'stored', instrumentId: id(value.id, 'instrument.id', 'an instrument id') };
  }
  // A raw card gets exactly the checks of POST /v1/instruments.
  const card = withFieldPrefix('instrument.', () =>
    parseNewInstrument({ type: value.type, card: value.card }, now, {
      luhnExempt: isReversalDrillCard,
    }),
  );
  return { kind: 'raw', card };
}

function terminal(value: unknown): Record<string, unknown> | null {
  if (absent(value)) return null;
  if (!isRecord(value)) throw fieldError('invalid_field', 'terminal', 'terminal must be an object');
  const { use_case: useCase, ...rest } = value;
  if (!absent(rest.id) && typeof rest.id !== 'string') {
    throw fieldError('invalid_field', 'terminal.id', 'terminal.id must be a string');
  }
  // Since 2025-12-11: exactly these two values; case matters and "" is not "absent".
  if (absent(useCase)) return rest;
  if (useCase !== 'ATTENDED' && useCase !== 'UNATTENDED') {
    throw fieldError(
      'invalid_use_case',
      'terminal.use_case',
      'terminal.use_case must be "ATTENDED" or "UNATTENDED" (or omitted)',
    );
  }
  return { ...rest, use_case: useCase };
}

/**
 * Unknown fields are ignored: the API grows in place under /v1. With `payment_id` (incremental
 * authorization) merchant, instrument and type come from the payment and become optional.
 */
export function parseAuthorization(
  body: Record<string, unknown>,
  now: Date,
  { allowPaymentId = false, alpha2Countries = true } = {},
): AuthorizationInput {
  const paymentId =
    allowPaymentId && !absent(body.payment_id)
      ? id(body.payment_id, 'payment_id', 'a payment id')
      : undefined;
  const incremental = paymentId !== undefined;
  const chosenId =
    absent(body.id) || incremental
      ? undefined
      : id(body.id, 'id', 'an id of 1 to 128 letters, digits, "-" or "_"');
  const merchantId =
    incremental && absent(body.merchant_id)
      ? undefined
      : id(
          required(body.merchant_id, 'merchant_id'),
          'merchant_id',
          'a merchant id such as "mer-…"',
        );
  const card =
    incremental && absent(body.instrument)
      ? undefined
      : instrument(required(body.instrument, 'instrument'), now);

  const amount = required(body.amount, 'amount');
  if (!isRecord(amount)) {
    throw fieldError('invalid_field', 'amount', 'amount must be {value, currency}');
  }
  const currency = parseCurrency(required(amount.currency, 'amount.currency'), 'amount.currency');
  const value = parseMinor(required(amount.value, 'amount.value'), currency, 'amount.value');
  let tip = 0;
  if (!absent(amount.tip)) {
    const tipValue = isRecord(amount.tip) ? amount.tip.value : undefined;
    // The tip is part of the total in `value`, so it can never exceed it.
    tip = parseMinor(tipValue, currency, 'amount.tip.value', { allowZero: true });
    if (tip > value) {
      throw fieldError(
        'invalid_amount',
        'amount.tip.value',
        'amount.tip.value cannot exceed amount.value',
      );
    }
  }
  const type =
    incremental && absent(body.type)
      ? undefined
      : oneOf(required(body.type, 'type'), 'type', PAYMENT_TYPES);

  let captureMode: CaptureMode = 'MANUAL';
  if (!absent(body.capture)) {
    if (!isRecord(body.capture)) {
      throw fieldError('invalid_field', 'capture', 'capture must be {mode}');
    }
    if (!absent(body.capture.mode)) {
      captureMode = oneOf(body.capture.mode, 'capture.mode', ['AUTOMATIC', 'MANUAL'] as const);
    }
  }
  let country = COUNTRY_OF[currency] ?? null;
  if (!absent(body.country)) country = countryOf(body.country, alpha2Countries);
  return {
    id: chosenId,
    paymentId,
    merchantId,
    instrument: card,
    type,
    amount: value,
    currency,
    tip,
    captureMode,
    initiator: absent(body.initiator)
      ? null
      : oneOf(body.initiator, 'initiator', ['CUSTOMER', 'MERCHANT'] as const),
    entryMode: optionalString(body.entry_mode, 'entry_mode'),
    orderType: optionalString(body.order_type, 'order_type'),
    terminal: terminal(body.terminal),
    country,
    traceId: traceId(body.external_client_trace_id),
  };
}
