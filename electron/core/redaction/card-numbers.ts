/**
 * Card numbers (PANs) in free text, cut to BIN + last four (PCI DSS 3.4).
 *
 * A PAN is 12–19 digits that pass the Luhn check, written in one run or in groups of 3 or more
 * digits split by up to three separators (any space or line break, Unicode's too, tabs, dots,
 * dashes, underscores, slashes, commas, colons, pipes and their full-width forms), and it may be glued to a
 * word (`pan4111…`, `card-4111…`). A digit is any Unicode decimal digit (full-width `４１１１`,
 * Arabic-Indic, Devanagari…): people paste them and an API can echo them. Groups of one or two
 * digits never join a card number: dates, times and decimals are made of them, and no card is
 * printed that way. Thousands separators make groups of three, so a 12-digit amount written
 * `123,456,789,012` that passes Luhn is masked: no amount in minor units is that large.
 *
 * Except inside an id. The API's ids carry digit runs that pass the Luhn check one time in ten,
 * and masking them corrupts what the console shows, journals and searches for. An id is a
 * whole token (letters, digits, `-`, `_`) that is one of:
 *  - a known prefix and a separator: `pay-`, `trx-`, `ins-`, `usr-`, `mer-` (the API's),
 *    `cli-`, `org-` (the API's too), `op-`, `prf-` (the console's), `flt-` (the simulator's), with `-` or `_`;
 *  - a UUID (idempotency keys);
 *  - 16 or more hex digits with hex letters on both sides of some digit run (hashes,
 *    fingerprints). A word glued to one end of a number (`cc4111…`) is not hex-on-both-sides.
 */
import { luhnValid } from '../../../shared/card/luhn';
import { maskPan } from '../../../shared/card/mask-pan';

/** One whole token (a maximal run of letters, digits, `_` and `-`) that is an id. */
const ID = new RegExp(
  `^(?:${[
    String.raw`(?:pay|trx|ins|usr|mer|cli|org|op|prf|flt)[-_][\w-]+`,
    String.raw`[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`,
    String.raw`(?=[0-9a-f]*[a-f]\d+[a-f])[0-9a-f]{16,}`,
  ].join('|')})$`,
  'i',
);
const TOKEN_CHAR = /[\w-]/;

/**
 * What may stand between the digit groups of one card number: every Unicode space and line
 * break (`\s`), the zero-width ones, the punctuation cards are printed or pasted with, and a
 * line break as JSON text escapes it (`\n`).
 */
export const CARD_SEPARATOR = String.raw`(?:[\s\u200b-\u200d\u2060._,/:|\u00b7\u2010-\u2015\u2212\u3001\u30fb\uff0c-\uff0f\uff1a\uff5c-]|\\[nrt])`;
/** Digit groups of 3+ digits, joined by short runs of separators. */
const CHAIN = new RegExp(String.raw`\d{3,}(?:${CARD_SEPARATOR}{1,3}\d{3,})*`, 'g');
const GROUP = /\d+/g;
/** What maskPan puts in place of hidden digits. */
const MASK = '•';

export function maskCardNumbers(text: string): string {
  const { folded, at: original } = foldDigits(text);
  // Most strings (names, codes, short numbers) hold no run of 3 digits: nothing to look at.
  if (!/\d{3}/.test(folded)) return text;
  let out = '';
  let from = 0;
  for (const m of folded.matchAll(CHAIN)) {
    // A chain shorter than 12 characters holds fewer than 12 digits: no card in it.
    if (m[0].length < 12) continue;
    const masked = maskChain(folded, m[0], m.index);
    if (masked === m[0]) continue;
    // Outside a card, the text keeps the digits it was written with.
    out += text.slice(from, original(m.index)) + masked;
    from = original(m.index + m[0].length);
  }
  return from === 0 ? text : out + text.slice(from);
}

/** Every Unicode decimal digit, one UTF-16 unit or two (`𝟒`). */
const UNICODE_DIGIT = /\p{Nd}/gu;
const digitValues = new Map<number, string>();

interface Folded {
  /** The text with every Unicode decimal digit written as its ASCII digit. */
  folded: string;
  /** Where an offset in `folded` is in the text: they differ after a two-unit digit. */
  at: (offset: number) => number;
}

const same = (offset: number) => offset;

/** The card scan reads ASCII digits; masks are put back into the text as it was written. */
export function foldDigits(text: string): Folded {
  // ASCII text (nearly every answer) has no other digits.
  if (!/[\u0080-\uffff]/.test(text)) return { folded: text, at: same };
  const shifts: Array<[number, number]> = [];
  let shift = 0;
  const folded = text.replace(UNICODE_DIGIT, (digit, offset: number) => {
    if (digit.length === 2) shifts.push([offset - shift + 1, ++shift]);
    return digitValue(digit.codePointAt(0)!);
  });
  if (shifts.length === 0) return { folded, at: same };
  return {
    folded,
    at: (offset) => {
      let by = 0;
      for (const [from, total] of shifts) if (offset >= from) by = total;
      return offset + by;
    },
  };
}

/**
 * Unicode lays out every decimal digit in runs of ten from its zero (some runs back to back, as
 * the mathematical digits are): a digit's value is its place in the run of digits before it.
 */
function digitValue(codePoint: number): string {
  let value = digitValues.get(codePoint);
  if (value === undefined) {
    let before = 0;
    while (/\p{Nd}/u.test(String.fromCodePoint(codePoint - before - 1))) before++;
    value = String(before % 10);
    digitValues.set(codePoint, value);
  }
  return value;
}

/** The digits of a card number written with any separators and digits, or '' if it holds a letter. */
export function cardDigits(text: string): string {
  const stripped = foldDigits(text).folded.replace(SEPARATORS, '');
  return /^\d*$/.test(stripped) ? stripped : '';
}
const SEPARATORS = new RegExp(CARD_SEPARATOR, 'g');

interface Group {
  start: number;
  end: number;
  digits: string;
  /** Inside an id, or touching a mask: never part of a card. */
  blocked: boolean;
}

/**
 * Every window of whole, unblocked groups with 12–19 digits that passes Luhn is a card number;
 * windows that overlap are masked as one region, so a number shown around a card never reveals
 * more of it than its first six and last four digits.
 */
function maskChain(text: string, chain: string, at: number): string {
  const idAt = idTokens(text);
  const groups: Group[] = [...chain.matchAll(GROUP)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
    digits: m[0],
    blocked: idAt(at + m.index, at + m.index + m[0].length),
  }));
  // The digits a mask left visible are not read again as part of a card: masking is idempotent.
  if (text[at - 1] === MASK) groups[0]!.blocked = true;
  if (text[at + chain.length] === MASK) groups.at(-1)!.blocked = true;
  const regions: Array<[number, number]> = [];
  for (let i = 0; i < groups.length; i++) {
    let digits = '';
    for (let j = i; j < groups.length && !groups[j]!.blocked; j++) {
      digits += groups[j]!.digits;
      if (digits.length > 19) break;
      if (digits.length < 12 || !luhnValid(digits)) continue;
      const open = regions.at(-1);
      if (open && i <= open[1]) open[1] = Math.max(open[1], j);
      else regions.push([i, j]);
    }
  }
  if (regions.length === 0) return chain;
  let out = '';
  let from = 0;
  for (const [i, j] of regions) {
    const start = groups[i]!.start;
    const end = groups[j]!.end;
    out += chain.slice(from, start) + maskPan(chain.slice(start, end));
    from = end;
  }
  return out + chain.slice(from);
}

/** Whether the span [start, end) of `text` lies in a token that is an id; one test per token. */
function idTokens(text: string): (start: number, end: number) => boolean {
  const known = new Map<number, boolean>();
  return (start, end) => {
    let left = start;
    while (left > 0 && TOKEN_CHAR.test(text[left - 1]!)) left--;
    let isId = known.get(left);
    if (isId === undefined) {
      let right = end;
      while (right < text.length && TOKEN_CHAR.test(text[right]!)) right++;
      isId = ID.test(text.slice(left, right));
      known.set(left, isId);
    }
    return isId;
  };
}

/**
 * A JSON number that may be a card number: 12–19 digits passing Luhn, or one too large for a
 * double to hold exactly (its digits can no longer be checked, and no amount is that large).
 */
export function isCardLikeNumber(value: number): boolean {
  if (!Number.isInteger(value) || value < 1e11 || value >= 1e19) return false;
  return !Number.isSafeInteger(value) || luhnValid(String(value));
}
