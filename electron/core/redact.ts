/**
 * Scrubs card numbers, bearer tokens and secrets from text a user can see or a log keeps
 * (PCI DSS 3.3/3.4, OWASP logging). It errs on the side of hiding: any 12–19 digit run that
 * passes for a card number is cut to BIN + last four.
 */
import { luhnValid } from '../../shared/card/luhn';
import { maskPan } from '../../shared/card/mask-pan';

const SECRET_KEYS =
  /("?(?:client_secret|access_token|refresh_token|password|cvv|cvc|authorization|secret)"?\s*[:=]\s*)("[^"]*"|[^\s,&}]+)/gi;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
/** Card numbers as they appear: one run of digits, or groups split by spaces or dashes. */
// A card number stands on its own: digits run into letters are part of an id (pay-5bfe0123…),
// and masking those would corrupt the ids the console shows, journals and searches for.
const PLAIN_RUN = /(?<![\w-])\d{12,19}(?![\w])/g;
const GROUPED_RUN = /(?<![\w-])\d{4}(?:[ -]\d{2,7}){2,4}(?![\w-])/g;

const maskIfCard = (run: string) => {
  const digits = run.replace(/\D/g, '');
  return digits.length >= 12 && digits.length <= 19 && luhnValid(digits) ? maskPan(digits) : run;
};

export function redactText(text: string): string {
  return text
    .replace(BEARER, '$1 [REDACTED]')
    .replace(SECRET_KEYS, (_m, key: string, value: string) =>
      value.startsWith('"') ? `${key}"[REDACTED]"` : `${key}[REDACTED]`,
    )
    .replace(PLAIN_RUN, maskIfCard)
    .replace(GROUPED_RUN, maskIfCard);
}

const SECRET_FIELD =
  /^(client_secret|secret|password|access_token|refresh_token|token|authorization|proxy-authorization|cookie|set-cookie|x-api-key|api[-_]?key|cvv|cvc|cvv2|security_code)$/i;
const PAN_FIELD = /^(number|pan|card_number|account_number)$/i;

/**
 * Redacts a JSON value for the journal, exports and screens: secret fields are replaced, card
 * number fields masked, and every string still goes through `redactText`.
 */
export function redactValue(value: unknown, key = ''): unknown {
  if (typeof value === 'string') {
    if (SECRET_FIELD.test(key)) return '[REDACTED]';
    if (PAN_FIELD.test(key) && /^[\d -]{12,23}$/.test(value)) return maskPan(value);
    return redactText(value);
  }
  if (typeof value === 'number' && (SECRET_FIELD.test(key) || PAN_FIELD.test(key))) {
    return SECRET_FIELD.test(key) ? '[REDACTED]' : maskPan(String(value));
  }
  if (Array.isArray(value)) return value.map((item) => redactValue(item, key));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, redactValue(v, k)]),
    );
  }
  return value;
}
