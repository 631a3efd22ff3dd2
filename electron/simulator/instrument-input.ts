import { luhnValid } from '../../shared/card/luhn';
import { HttpError, isRecord } from './http';
import {
  INSTRUMENT_STATUSES,
  type BillingAddress,
  type CardDetails,
  type InstrumentStatus,
  type NewInstrument,
} from './instrument-model';
import { ID_PATTERN } from './store';

/** PATCH result: only the keys present were sent; `null` clears an optional field. */
export type InstrumentChanges = Partial<CardDetails> & {
  billingAddress?: BillingAddress | null;
  status?: InstrumentStatus;
};

const invalid = (code: string, field: string, message: string) =>
  new HttpError(400, code, message, { field });

// Month and year arrive as strings or numbers from different clients; both are accepted.
const asText = (v: unknown) =>
  typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : undefined;

function month(v: unknown): string {
  const text = asText(v);
  if (text === undefined || !/^(0?[1-9]|1[0-2])$/.test(text)) {
    throw invalid('invalid_expiration_date', 'card.expiration_month', 'Month must be 1 to 12');
  }
  return text.padStart(2, '0');
}

function year(v: unknown): string {
  const text = asText(v);
  if (text === undefined || !/^(\d{2}|\d{4})$/.test(text)) {
    throw invalid('invalid_expiration_date', 'card.expiration_year', 'Year must be YY or YYYY');
  }
  return text.length === 2 ? `20${text}` : text;
}

/** Usable through the last day of the expiry month, in UTC so the host's zone does not matter. */
function assertNotExpired(mm: string, yyyy: string, now: Date): void {
  const y = Number(yyyy);
  const thisYear = now.getUTCFullYear();
  if (y < thisYear || (y === thisYear && Number(mm) < now.getUTCMonth() + 1)) {
    throw invalid(
      'card_expired',
      'card.expiration_year',
      `The card expired at the end of ${mm}/${yyyy}`,
    );
  }
}

function holderName(v: unknown): string {
  const text = typeof v === 'string' ? v.trim() : '';
  if (text.length < 1 || text.length > 64) {
    throw invalid(
      'invalid_holder_name',
      'card.holder_name',
      'holder_name must be 1 to 64 characters',
    );
  }
  return text;
}

function digitsField(v: unknown, pattern: RegExp, field: string, what: string): string | null {
  if (v === undefined || v === null) return null;
  if (typeof v !== 'string' || !pattern.test(v)) {
    throw invalid('invalid_field', field, `${field} must be ${what}`);
  }
  return v;
}

/** Read from `card` first, else the top level: api-notes shows both fields on the instrument too. */
function emvField(card: Record<string, unknown>, body: Record<string, unknown>, key: string) {
  const pattern = key === 'service_code' ? /^\d{3}$/ : /^\d{1,3}$/;
  const what = key === 'service_code' ? '3 digits' : '1 to 3 digits';
  if (key in card) {
    return { present: true, value: digitsField(card[key], pattern, `card.${key}`, what) };
  }
  if (key in body) {
    return { present: true, value: digitsField(body[key], pattern, key, what) };
  }
  return { present: false, value: null };
}

function billingAddress(userData: unknown): BillingAddress | null {
  if (userData === undefined || userData === null) return null;
  if (!isRecord(userData)) {
    throw invalid('invalid_field', 'user_data', 'user_data must be an object');
  }
  const address = userData.billing_address;
  if (address === undefined || address === null) return null;
  const scalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v);
  if (!isRecord(address) || !Object.values(address).every(scalar)) {
    throw invalid(
      'invalid_field',
      'user_data.billing_address',
      'billing_address must be an object of scalar values',
    );
  }
  return { ...(address as BillingAddress) };
}

function cardObject(v: unknown, required: boolean): Record<string, unknown> {
  if (v === undefined && !required) return {};
  if (!isRecord(v)) throw invalid('invalid_field', 'card', 'card must be an object');
  return v;
}

export interface NewInstrumentOptions {
  /** Numbers accepted although they fail the Luhn check (the published reversal drill cards). */
  luhnExempt?: (pan: string) => boolean;
}

export function parseNewInstrument(
  body: Record<string, unknown>,
  now: Date,
  options: NewInstrumentOptions = {},
): NewInstrument {
  if (body.id !== undefined && (typeof body.id !== 'string' || !ID_PATTERN.test(body.id))) {
    throw invalid('invalid_field', 'id', 'id must be 1 to 128 letters, digits, "-" or "_"');
  }
  if (body.type !== 'CARD') {
    throw invalid('invalid_instrument_type', 'type', 'type must be "CARD"');
  }
  const card = cardObject(body.card, true);
  const pan = typeof card.number === 'string' ? card.number.replace(/[\s-]/g, '') : '';
  const checksumOk = luhnValid(pan) || options.luhnExempt?.(pan) === true;
  if (!/^\d{12,19}$/.test(pan) || !checksumOk) {
    throw invalid(
      'invalid_card_number',
      'card.number',
      'The card number must be 12 to 19 digits and pass the Luhn check',
    );
  }
  if (typeof card.cvv !== 'string' || !/^\d{3,4}$/.test(card.cvv)) {
    throw invalid('invalid_cvv', 'card.cvv', 'The CVV must be 3 or 4 digits');
  }
  const expirationMonth = month(card.expiration_month);
  const expirationYear = year(card.expiration_year);
  assertNotExpired(expirationMonth, expirationYear, now);
  return {
    id: body.id,
    pan,
    holderName: holderName(card.holder_name),
    expirationMonth,
    expirationYear,
    serviceCode: emvField(card, body, 'service_code').value,
    sequenceNumber: emvField(card, body, 'sequence_number').value,
    billingAddress: billingAddress(body.user_data),
  };
}

export function parseInstrumentChanges(
  body: Record<string, unknown>,
  current: Pick<CardDetails, 'expirationMonth' | 'expirationYear'>,
  now: Date,
): InstrumentChanges {
  const card = cardObject(body.card, false);
  for (const key of ['number', 'cvv']) {
    if (key in card) {
      const message = `card.${key} cannot be changed; create a new instrument`;
      throw invalid('immutable_field', `card.${key}`, message);
    }
  }
  const changes: InstrumentChanges = {};
  if ('holder_name' in card) changes.holderName = holderName(card.holder_name);
  if ('expiration_month' in card) changes.expirationMonth = month(card.expiration_month);
  if ('expiration_year' in card) changes.expirationYear = year(card.expiration_year);
  // Only a changed expiry is checked: an instrument that has since expired can still be edited.
  if (changes.expirationMonth || changes.expirationYear) {
    assertNotExpired(
      changes.expirationMonth ?? current.expirationMonth,
      changes.expirationYear ?? current.expirationYear,
      now,
    );
  }
  const serviceCode = emvField(card, body, 'service_code');
  if (serviceCode.present) changes.serviceCode = serviceCode.value;
  const sequenceNumber = emvField(card, body, 'sequence_number');
  if (sequenceNumber.present) changes.sequenceNumber = sequenceNumber.value;
  if ('user_data' in body) changes.billingAddress = billingAddress(body.user_data);
  if ('status' in body) {
    if (!INSTRUMENT_STATUSES.includes(body.status as InstrumentStatus)) {
      throw invalid(
        'invalid_field',
        'status',
        `status must be one of ${INSTRUMENT_STATUSES.join(', ')}`,
      );
    }
    changes.status = body.status as InstrumentStatus;
  }
  return changes;
}
