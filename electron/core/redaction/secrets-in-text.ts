/**
 * Credentials and CVVs in free text: API error messages, exception text, URLs, serialized JSON,
 * form bodies, header dumps. Card numbers are card-numbers.ts's job.
 *
 * Rules, in the order they run:
 *  1. PEM private key blocks.
 *  2. JWTs (`eyJ….….…`), wherever they stand: bare, after `Bearer`, inside JSON.
 *  3. Credentials after an HTTP auth scheme (`Bearer …`, `Basic …`) when they look like one.
 *  4. The password in a URL's user info (`https://user:pass@host`).
 *  5. `key=value`, `key: value`, `"key": "value"` pairs whose key names a secret or a CVV
 *     (key-names.ts), quoted or not, with escaped quotes inside quoted values, also one level of
 *     JSON-in-JSON (`\"client_secret\":\"…\"`). A card-number key masks its value even when the
 *     number fails the Luhn check: a mistyped card number is still card data.
 *  6. A CVV named in prose: `cvv 123`, `CVV is 1234`, `securityCode 123`, `security code: 123`.
 */
import { maskPan } from '../../../shared/card/mask-pan';
import { REDACTED } from '../../../shared/redaction-marker';
import { cardDigits } from './card-numbers';
import { classifyKey, mayNameSensitive } from './key-names';

export { REDACTED };

const PEM_PRIVATE_KEY =
  /-----BEGIN ([A-Z ]*)PRIVATE KEY-----[\s\S]*?(?:-----END \1PRIVATE KEY-----|$)/g;
const JWT = /(?<![\w-])eyJ[\w-]+\.[\w-]+\.[\w-]*/g;
const AUTH_SCHEME = /\b(Bearer|Basic|Digest|Negotiate|Token)(\s+)([\w.~+/=-]{8,})/gi;
// A credential has a digit, a symbol or an inner capital; "Bearer credentials" is prose.
const LOOKS_LIKE_CREDENTIAL = /[\d._~+/=-]|.[A-Z]/;
const URL_PASSWORD = /(\b[a-z][a-z\d+.-]*:\/\/[^\s/?#@:]*:)[^\s/?#@]+@/gi;
/** A key, optionally quoted (`"`, `'`, or escaped `\"`), then `:` or `=`. */
const KEY_VALUE = /(\\*["']?)\b([A-Za-z][\w.-]{0,63})\1\s*([:=])\s*/g;
const SCHEME = /^(?:Bearer|Basic|Digest|Negotiate|Token)\s+/i;
/**
 * An unquoted value: after `:` it ends at a space or punctuation (`token: abc, next…`); after
 * `=` only at a space, `&`, `,`, `;` or a bracket, since URL encoding leaves `'()!*~` as they are.
 */
const UNQUOTED_AFTER_COLON =
  /(?:(?:Bearer|Basic|Digest|Negotiate|Token)\s+)?(?:\[REDACTED\]|<[^>\s]*>|[^\s,;&{}[\])"'<>]+)/iy;
const UNQUOTED_AFTER_EQUALS = /(?:\[REDACTED\]|<[^>\s]*>|[^\s,;&{}[\]"<>]+)/y;
// After `=`, a single quote is data (URL encoding keeps it); `key="a b"` (logfmt) is quoted.
const OPENING_QUOTE_AFTER_COLON = /(\\*)(["'])/y;
const OPENING_QUOTE_AFTER_EQUALS = /(\\*)(")/y;
/**
 * A word, then at most `is`, `:`, `=` or `-`, then 3–4 digits: `cvv 123`, `securityCode is 1234`.
 * Digits that run into a mask (`•`) are what a masked card number left visible, not a CVV.
 */
const NAMED_CODE =
  /\b(security[\s_-]?code|[A-Za-z][\w-]{1,40})(\s*(?:\bis\b|\bwas\b|[:=-])?\s*["']?)(\d{3,4})\b(?!•)/g;

/**
 * A card's security code named in prose with words between ("the security code you sent
 * (987)", "987 is not the security code", "el código de seguridad enviado, 987"): the console
 * keeps no CVV after its call (PCI DSS 3.3.1.2), so one echoed later can only be found by what
 * names it, in any script's digits. An amount is never taken for one: not with decimals, nor
 * beside a currency ("250 USD", "USD 100", "$100", "15%"), nor a card's "ending 1111".
 */
const CVV_WORD =
  /security[\s_-]?code|(?:card[\s_-]?)?verification[\s_-]?(?:value|code|number)|\bcv[vc]2?\b|\bcs[cn]\b|\bcvd\b|c[oó]digo\s+de\s+(?:seguridad|verificaci[oó]n)|clave\s+de\s+seguridad/i;
/** Words between the name and the code: no digits, bar a card's last four named as such. */
const GAP = String.raw`(?:(?:ending(?:\s+in)?|terminada\s+en|last\s+four)\s+\p{Nd}{4}|[^\p{Nd}\n])`;
// A currency code is upper case even where the names are matched in any case.
const CODE = String.raw`(?<![\p{Nd}•$€£]|\p{Nd}[\s/._,:|-]|[$€£]\s|\b(?-i:[A-Z]{3})\s|(?:ending|ending\s+in|terminada\s+en|last\s+four)\s+)(\p{Nd}{3,4})(?![\p{Nd}•%]|[.,]\p{Nd}|\s?(?-i:[A-Z]{3})\b|\s?[$€£%])`;
const CVV_IN_PROSE = new RegExp(`((?:${CVV_WORD.source})${GAP}{0,60}?)${CODE}`, 'giu');
const CVV_BEFORE_NAME = new RegExp(`${CODE}(?=${GAP}{0,24}?(?:${CVV_WORD.source}))`, 'giu');

export function redactSecretsInText(text: string): string {
  // Each rule first checks, cheaply, for what it cannot match without: most strings in an
  // answer (ids, states, names) skip every regex.
  let out = text;
  if (out.includes('PRIVATE KEY-----'))
    out = out.replace(PEM_PRIVATE_KEY, '[REDACTED PRIVATE KEY]');
  if (out.includes('eyJ')) out = out.replace(JWT, REDACTED);
  if (/\s/.test(out)) {
    out = out.replace(AUTH_SCHEME, (match, scheme: string, space: string, credential: string) =>
      LOOKS_LIKE_CREDENTIAL.test(credential) ? `${scheme}${space}${REDACTED}` : match,
    );
  }
  if (out.includes('://')) out = out.replace(URL_PASSWORD, `$1${REDACTED}@`);
  if (!mayNameSensitive(out)) return out;
  if (/[:=]/.test(out)) out = redactPairs(out);
  if (/\d{3}/.test(out)) {
    out = out.replace(NAMED_CODE, (match, name: string, between: string) =>
      classifyKey(name) === 'cvv' ? `${name}${between}${REDACTED}` : match,
    );
  }
  return out;
}

/**
 * Run after the secret rules and the card scan (redact.ts): a code in a pair or a JSON field is
 * then already replaced the way its syntax needs, and a card number already masked, so its last
 * group (`4111/1111/1111/1111 (cvv …)`) is never taken for a code, which would leave the rest.
 */
export function cvvInProse(text: string): string {
  if (!/\p{Nd}{3}/u.test(text) || !CVV_WORD.test(text)) return text;
  return text
    .replace(CVV_IN_PROSE, (_match, named: string) => `${named}${REDACTED}`)
    .replace(CVV_BEFORE_NAME, REDACTED);
}

function redactPairs(text: string): string {
  let out = '';
  let from = 0;
  KEY_VALUE.lastIndex = 0;
  for (let m = KEY_VALUE.exec(text); m !== null; m = KEY_VALUE.exec(text)) {
    const kind = classifyKey(m[2]!);
    if (kind !== 'secret' && kind !== 'cvv' && kind !== 'pan') continue;
    const valueAt = m.index + m[0].length;
    const value = readValue(text, valueAt, m[3] === ':');
    if (!value) continue;
    const replacement = replacementFor(
      kind,
      text.slice(value.start, value.end),
      value,
      m[3] === ':',
      m[2]!,
    );
    if (replacement === undefined) continue;
    // A bare value under a quoted key is a JSON (or JSON-like) number: what replaces it is a
    // string, so it is quoted as the key is, and the text still parses (`"cvv":123`).
    const keyQuote = m[1]!;
    const quoteIt = !value.quoted && m[3] === ':' && /["']$/.test(keyQuote);
    out +=
      text.slice(from, value.start) + (quoteIt ? keyQuote + replacement + keyQuote : replacement);
    from = value.end;
    KEY_VALUE.lastIndex = value.end;
  }
  return out + text.slice(from);
}

interface Value {
  /** Where the value's content starts and ends (inside its quotes, if quoted). */
  start: number;
  end: number;
  quoted: boolean;
}

function readValue(text: string, at: number, colon: boolean): Value | undefined {
  const quote = colon ? OPENING_QUOTE_AFTER_COLON : OPENING_QUOTE_AFTER_EQUALS;
  quote.lastIndex = at;
  const open = quote.exec(text);
  if (open) {
    const escapes = open[1]!.length;
    const start = at + open[0].length;
    return { start, end: closingQuote(text, start, open[2]!, escapes), quoted: true };
  }
  const unquoted = colon ? UNQUOTED_AFTER_COLON : UNQUOTED_AFTER_EQUALS;
  unquoted.lastIndex = at;
  const bare = unquoted.exec(text);
  return bare ? { start: at, end: at + bare[0].length, quoted: false } : undefined;
}

/**
 * Where a quoted value ends. A value opened by a quote behind `escapes` backslashes (0 in JSON,
 * 1 in JSON inside a JSON string, …) closes at the same quote behind a number of backslashes `b`
 * with `b mod 2(escapes+1) = escapes`: at level 0 an even count (`\\"` closes, `\"` does not),
 * at level 1 `\"` and `\\\\\"` close while `\\\"` is a quote inside the value. An unclosed value
 * runs to the end of the text: a cut-off message still hides the secret's start.
 */
function closingQuote(text: string, start: number, quote: string, escapes: number): number {
  for (let at = text.indexOf(quote, start); at !== -1; at = text.indexOf(quote, at + 1)) {
    let backslashes = 0;
    while (at - backslashes - 1 >= start && text[at - backslashes - 1] === '\\') backslashes++;
    if (backslashes % (2 * (escapes + 1)) === escapes) return at - escapes;
  }
  return text.length;
}

/** Single words that also occur in prose ("Invalid token: expired", "Missing secret: none"). */
const PROSE_KEY = /^(?:token|secret|password|key|signature|credentials?)$/i;

/** Values that are already redacted, empty, JSON literals or placeholders (`$TOKEN`, `<token>`). */
const KEEP = /^(?:|\[REDACTED\]|null|true|false|\$\{?\w+\}?|<[^>]*>)$/;

function replacementFor(
  kind: 'secret' | 'cvv' | 'pan',
  content: string,
  value: Value,
  colon: boolean,
  key: string,
): string | undefined {
  if (KEEP.test(content.replace(SCHEME, '')) || content.includes(REDACTED)) return undefined;
  if (kind === 'pan') {
    const digits = cardDigits(content);
    return /^\d{12,19}$/.test(digits) ? maskPan(digits) : undefined;
  }
  // "Invalid token: expired" is prose: after a plain word such as `token` or `secret`, a bare
  // lower-case word is not a secret. A compound name (`x-api-key`, `client_secret`) names a field
  // or a header, so whatever follows it is its value. `=` and quoted values are always data.
  // A sentence may go on with a capital ("Getting an access token: The API could not be
  // reached") or an opening quotation mark: a credential has a digit, a symbol or a capital
  // inside, never only a first one, and it has letters or digits.
  if (
    !value.quoted &&
    colon &&
    PROSE_KEY.test(key) &&
    /^(?:[A-Za-z][a-z]{0,11}|[^\p{L}\p{N}]+)$/u.test(content)
  ) {
    return undefined;
  }
  return REDACTED;
}
