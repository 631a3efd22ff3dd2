import { fieldError, HttpError, isRecord, withFieldPrefix } from './http';
import { parseNewInstrument } from './instrument-input';
import type { NewInstrument } from './instrument-model';
import { ID_PATTERN } from './store';
import type { UserProfile } from './user-model';

/*
 * POST /v1/users/{user_id}/instruments serves two purposes (api-notes: "create a user together
 * with instruments; add an instrument to an existing user") and the body tells them apart:
 *   - `instrument_id` (a string)          → add that existing instrument to an existing user;
 *   - `instruments` (a non-empty array)   → create the user together with those instruments.
 * Exactly one of the two must be present (null counts as absent); both or neither is a 400, so
 * a client can never get the other purpose by accident.
 */
export type UserPost =
  | { kind: 'add'; instrumentId: string; cardholderName: string | null }
  | {
      kind: 'create';
      profile: UserProfile;
      cardholderName: string | null;
      items: UserPostItem[];
    };

export type UserPostItem =
  | { kind: 'existing'; instrumentId: string; field: string }
  | { kind: 'new'; input: NewInstrument; field: string };

export const USER_POST_RULE =
  'Send either "instrument_id" (add an existing instrument to an existing user) or ' +
  '"instruments" (a non-empty array: create the user with those instruments), not both';

const present = (v: unknown) => v !== undefined && v !== null;

function instrumentId(value: unknown, field: string): string {
  if (typeof value !== 'string' || !ID_PATTERN.test(value)) {
    throw fieldError('invalid_field', field, `${field} must be an instrument id such as "ins-…"`);
  }
  return value;
}

function optionalText(value: unknown, field: string, pattern: RegExp, what: string) {
  if (!present(value)) return null;
  const text = typeof value === 'string' ? value.trim() : undefined;
  if (text === undefined || !pattern.test(text)) {
    throw fieldError('invalid_field', field, `${field} must be ${what}`);
  }
  return text;
}

function cardholderName(value: unknown): string | null {
  return optionalText(value, 'cardholder_name', /^.{1,64}$/u, '1 to 64 characters');
}

function profile(value: unknown): UserProfile {
  if (!present(value)) {
    return { name: null, email: null, documentType: null, documentNumber: null, phone: null };
  }
  if (!isRecord(value)) throw fieldError('invalid_field', 'user', 'user must be an object');
  return {
    name: optionalText(value.name, 'user.name', /^.{1,128}$/u, '1 to 128 characters'),
    email: optionalText(
      value.email,
      'user.email',
      /^(?=.{3,254}$)[^\s@]+@[^\s@]+\.[^\s@]+$/,
      'an email address',
    ),
    documentType: optionalText(
      value.document_type,
      'user.document_type',
      /^[A-Za-z_]{1,16}$/,
      'a document type such as "CC", "NIT" or "PASSPORT"',
    ),
    documentNumber: optionalText(
      value.document_number,
      'user.document_number',
      /^[A-Za-z0-9.-]{1,32}$/,
      '1 to 32 letters, digits, "." or "-"',
    ),
    phone: optionalText(
      value.phone,
      'user.phone',
      /^\+?[0-9][0-9 ()-]{4,19}$/,
      'a phone number such as "+57 300 555 0101"',
    ),
  };
}

function item(value: unknown, index: number, now: Date): UserPostItem {
  const field = `instruments[${index}]`;
  if (!isRecord(value)) {
    throw fieldError('invalid_field', field, `${field} must be {instrument_id} or a new card`);
  }
  if (present(value.instrument_id)) {
    if (present(value.card) || present(value.type)) {
      throw new HttpError(
        400,
        'invalid_request',
        `${field} must be either {instrument_id} or {type: "CARD", card}, not both`,
        { field },
      );
    }
    const id = instrumentId(value.instrument_id, `${field}.instrument_id`);
    return { kind: 'existing', instrumentId: id, field: `${field}.instrument_id` };
  }
  // Same validation as POST /v1/instruments, with the errors naming the array position.
  const input = withFieldPrefix(`${field}.`, () => parseNewInstrument(value, now));
  return { kind: 'new', input, field };
}

export function parseUserPost(body: Record<string, unknown>, now: Date): UserPost {
  const adding = present(body.instrument_id);
  const creating = present(body.instruments);
  if (adding === creating) {
    throw new HttpError(400, 'invalid_request', USER_POST_RULE);
  }
  if (adding) {
    return {
      kind: 'add',
      instrumentId: instrumentId(body.instrument_id, 'instrument_id'),
      cardholderName: cardholderName(body.cardholder_name),
    };
  }
  if (!Array.isArray(body.instruments) || body.instruments.length === 0) {
    throw fieldError('invalid_field', 'instruments', 'instruments must be a non-empty array');
  }
  if (body.instruments.length > 20) {
    throw fieldError('invalid_field', 'instruments', 'instruments takes at most 20 items');
  }
  return {
    kind: 'create',
    profile: profile(body.user),
    cardholderName: cardholderName(body.cardholder_name),
    items: body.instruments.map((value, i) => item(value, i, now)),
  };
}
