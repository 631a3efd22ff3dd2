/**
 * The one redactor for everything that leaves the privileged side: IPC answers and their error
 * messages (dispatch), the journal (applied again by the journal itself, last), exports,
 * copy-as-cURL and logs (PCI DSS 3.3/3.4, 10.2; OWASP logging). It errs on the side of hiding.
 *
 * Values are judged by their field's name first (key-names.ts): a secret or CVV field loses its
 * value, a card-number field is masked even when the number fails Luhn. Every string then goes
 * through the text rules (secrets-in-text.ts, then card-numbers.ts), and every number that could
 * be a card number is masked, whatever its key: the API is free to echo anything anywhere.
 */
import { maskPan } from '../../shared/card/mask-pan';
import type { AppError } from '../../shared/errors';
import type { Result } from '../../shared/result';
import { cardDigits, isCardLikeNumber, maskCardNumbers } from './redaction/card-numbers';
import { classifyKey, type KeyKind } from './redaction/key-names';
import { cutKnownSecrets, cutSentCvvs, isSentPan, maskSentPans } from './redaction/known-values';
import { cvvInProse, REDACTED, redactSecretsInText } from './redaction/secrets-in-text';

export { REDACTED };

/**
 * What stands for whatever is nested deeper than the redactor walks: hidden, not judged. Answers
 * are read at most 64 levels deep (answer-limits.ts); twice that leaves room for the envelopes
 * the journal, Activity and exports put around them, and keeps the walk, and every JSON.stringify
 * after it, far from the stack's end whatever a caller hands in (an old journal line included).
 */
export const TOO_DEEP = '[TOO DEEP]';
const MAX_REDACT_DEPTH = 128;

/**
 * What the console knows it sent or holds goes first, by value (known-values.ts); then the
 * rules by name and shape; the call's CVVs last, once card masks stand where they will.
 */
export function redactText(text: string): string {
  // A caller's type may lie (a message that is not text): its words are unknown, so hidden.
  if (typeof text !== 'string') return REDACTED;
  return cutSentCvvs(
    cvvInProse(maskCardNumbers(maskSentPans(redactSecretsInText(cutKnownSecrets(text))))),
  );
}

/** A JSON value with the same shape, judged key by key. */
export function redactValue(value: unknown, key = ''): unknown {
  return redactAt(value, key, 0);
}

function redactAt(value: unknown, key: string, depth: number): unknown {
  const kind = key === '' ? 'plain' : classifyKey(key);
  if (typeof value === 'string') return redactString(value, kind);
  if (typeof value === 'number') return redactNumber(value, kind);
  if (typeof value === 'object' && value !== null && depth >= MAX_REDACT_DEPTH) return TOO_DEEP;
  if (Array.isArray(value)) return value.map((item) => redactAt(item, key, depth + 1));
  if (isPlainObject(value)) return redactObject(value, depth);
  // Booleans and null carry no secret; a `has_secret: true` stays true.
  return value;
}

export function redactError(error: AppError): AppError {
  return {
    ...error,
    message: redactText(error.message),
    ...(error.apiCode === undefined ? {} : { apiCode: redactText(error.apiCode) }),
    ...(error.detail === undefined ? {} : { detail: redactText(error.detail) }),
    // Field paths name the field (`card.cvv`); only the messages are text to scan.
    ...(error.fields === undefined
      ? {}
      : {
          fields: Object.fromEntries(
            Object.entries(error.fields).map(([path, text]) => [
              redactText(path),
              redactText(text),
            ]),
          ),
        }),
  };
}

/** What an IPC answer may show: the value redacted, or the error's words redacted. */
export function redactResult<T>(result: Result<T>): Result<unknown> {
  return result.ok
    ? { ok: true, value: redactValue(result.value) }
    : { ok: false, error: redactError(result.error) };
}

function redactString(value: string, kind: KeyKind): string {
  switch (kind) {
    case 'secret':
    case 'cvv':
      return value === '' ? value : REDACTED;
    case 'pan': {
      const digits = cardDigits(value);
      return /^\d{12,19}$/.test(digits) ? maskPan(digits) : redactText(value);
    }
    case 'time':
      return (/^\d{12,19}$/.test(value) && isEpochTime(Number(value))) || COMPACT_TIME.test(value)
        ? value
        : redactText(value);
    case 'reference':
      return RRN.test(value) ? value : redactText(value);
    case 'plain':
      return redactText(value);
  }
}

/**
 * A retrieval reference number is exactly 12 digits (ISO 8583 field 37), and one in ten passes
 * the Luhn check. Under its own name it is the store manager's key to the acquirer's records,
 * not a card: 12 digits are kept, anything else there is read as free text.
 */
const RRN = /^\d{12}$/;

function redactNumber(value: number, kind: KeyKind): number | string {
  if (kind === 'secret' || kind === 'cvv') return REDACTED;
  if (kind === 'pan' && Number.isInteger(value) && value >= 1e11 && value < 1e21) {
    return maskPan(String(value));
  }
  if (kind === 'time' && isEpochTime(value)) return value;
  if (kind === 'reference' && RRN.test(String(value))) return value;
  return isCardLikeNumber(value) || isSentPan(String(value)) ? maskPan(String(value)) : value;
}

/** `yyyyMMddHHmm[ss]` between 2000 and 2099, as acquirers write a date-time in one run. */
const COMPACT_TIME =
  /^20\d\d(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\d|3[01])(?:[01]\d|2[0-3])[0-5]\d(?:[0-5]\d)?$/;

const YEAR_2000_MS = 946_684_800_000;
const YEAR_2100_MS = 4_102_444_800_000;

/**
 * Epoch milliseconds, microseconds or nanoseconds between 2000 and 2100, under a time-named key.
 * They are 13, 16 or 19 digits long and pass Luhn one time in ten; masking them would turn a
 * timestamp into an error. Only under a time key: `{"account": 4111111111111111}` is masked.
 */
function isEpochTime(value: number): boolean {
  return [1, 1e3, 1e6].some(
    (scale) => value / scale >= YEAR_2000_MS && value / scale < YEAR_2100_MS,
  );
}

function redactObject(value: Record<string, unknown>, depth: number): Record<string, unknown> {
  // A header list, `[{name: 'x-api-key', value: '…'}]`: the name is in one field, the secret in another.
  const label = typeof value.name === 'string' ? value.name : value.key;
  const labelKind = typeof label === 'string' ? classifyKey(label) : 'plain';
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      // Keys are data too (a map keyed by card number or by a token), but rarely hold digits.
      /\d{3}|[\u0080-\uffff]/.test(key) ? redactText(key) : cutKnownSecrets(key),
      key === 'value' && (labelKind === 'secret' || labelKind === 'cvv')
        ? redactAt(item, labelKind === 'secret' ? 'secret' : 'cvv', depth + 1)
        : redactAt(item, key, depth + 1),
    ]),
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}
