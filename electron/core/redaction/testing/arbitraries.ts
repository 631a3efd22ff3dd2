/* Test helper (no tests here): generators of card numbers, secret names and secret values. */
import fc from 'fast-check';
import { luhnValid } from '../../../../shared/card/luhn';

/** Turns any digit string into a Luhn-valid one by appending its check digit. */
export function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

export const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });

/** A Luhn-valid card number of 12 to 19 digits. */
export const cardNumber = digits(11, 18).map(withCheckDigit);

/** The API's and the console's id prefixes: `pay-4111…` is an id, not a card. */
export const ID_PREFIXES = ['pay', 'trx', 'ins', 'usr', 'mer', 'cli', 'org', 'op', 'prf', 'flt'];

const SEPARATORS = [
  ' ',
  '  ',
  '   ',
  '-',
  '.',
  ' - ',
  '\t',
  '\u00a0',
  '_',
  '. ',
  '/',
  ' / ',
  ',',
  ', ',
  '\n',
  '\r\n',
  '\u2009', // thin space
  '\u202f', // narrow no-break space
  '\u3000', // ideographic space
  '\u200b', // zero-width space
  '\uff0d', // full-width hyphen
];

/**
 * Where digit zero is in the scripts people and APIs write card numbers in: ASCII, full-width,
 * Arabic-Indic, extended Arabic-Indic, Devanagari, Bengali, Thai, and mathematical bold and
 * monospace (two UTF-16 units each).
 */
const DIGIT_ZEROS = [0x30, 0xff10, 0x660, 0x6f0, 0x966, 0x9e6, 0xe50, 0x1d7ce, 0x1d7f6];

/** The digits of `text` in the script whose zero is `zero` (or each its own, `mixed`). */
function inScript(text: string, zeros: number[]): string {
  let i = 0;
  return text.replace(/\d/g, (d) => String.fromCodePoint(zeros[i++ % zeros.length]! + Number(d)));
}

/** Splits a number into groups of 3 to 8 digits, as cards are printed (4-4-4-4, 4-6-5, …). */
function groups(pan: string, preferences: number[]): string[] {
  const out: string[] = [];
  let at = 0;
  for (const preference of preferences) {
    const rest = pan.length - at;
    if (rest <= 8 && (preference >= rest || rest - preference < 3)) break;
    const size = Math.min(preference, rest - 3);
    out.push(pan.slice(at, at + size));
    at += size;
  }
  out.push(pan.slice(at));
  return out;
}

export interface WrittenCard {
  pan: string;
  /** How it appears in the text. */
  text: string;
  /** True when it is glued to words on neither side. */
  standalone: boolean;
}

const word = fc.stringMatching(/^[A-Za-z]{1,10}$/);
const glue = fc.constantFrom('', '-', '_', ':', '=', '#');

/**
 * A card number as people and systems write it: one run of digits, or groups split by spaces
 * (Unicode's too), line breaks, dashes, dots, tabs, underscores, slashes or commas (one
 * separator kind per gap, up to three characters), in any script's digits, and possibly glued
 * to a word on either side (`pan4111…`, `card-4111 1111 …`).
 */
export const writtenCard: fc.Arbitrary<WrittenCard> = fc
  .record({
    pan: cardNumber,
    grouped: fc.boolean(),
    preferences: fc.array(fc.integer({ min: 3, max: 8 }), { minLength: 8, maxLength: 8 }),
    separators: fc.array(fc.constantFrom(...SEPARATORS), { minLength: 8, maxLength: 8 }),
    // One script for the whole number, or a mix (each digit from the next script in the list).
    script: fc.oneof(
      fc.constantFrom(...DIGIT_ZEROS).map((zero) => [zero]),
      fc.shuffledSubarray(DIGIT_ZEROS, { minLength: 2 }),
    ),
    before: fc.option(fc.tuple(word, glue), { nil: undefined }),
    after: fc.option(fc.tuple(glue, word), { nil: undefined }),
  })
  .filter(({ before, after, grouped }) => {
    // The documented exceptions: an id prefix with its separator makes an id, and a run of
    // digits with hex letters on both sides is a hex id (hashes, fingerprints).
    if (before && ['-', '_'].includes(before[1]) && ID_PREFIXES.includes(before[0].toLowerCase()))
      return false;
    const hex = /^[a-f]+$/i;
    return !(
      !grouped &&
      before?.[1] === '' &&
      after?.[0] === '' &&
      hex.test(before[0]) &&
      hex.test(after[1])
    );
  })
  .map(({ pan, grouped, preferences, separators, script, before, after }) => {
    const body = inScript(
      grouped
        ? groups(pan, preferences).reduce((text, group, i) => text + separators[i - 1]! + group)
        : pan,
      script,
    );
    return {
      pan,
      text: `${before ? before.join('') : ''}${body}${after ? after.join('') : ''}`,
      standalone: !before && !after,
    };
  });

/**
 * Whether the card's digits appear in order, in any script, with nothing but separators between
 * them. Read here on its own terms, not with the redactor's helpers, so a fault there shows.
 */
export function showsCard(text: string, pan: string): boolean {
  const ascii = [...text]
    .map((char) => {
      const code = char.codePointAt(0)!;
      const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
      return zero === undefined ? char : String(code - zero);
    })
    .join('');
  return ascii.replace(/[\s._,/\uff0d\u200b-]+/g, '').includes(pan);
}

const SECRET_NAMES = [
  ['client', 'secret'],
  ['x', 'client', 'secret'],
  ['secret'],
  ['access', 'token'],
  ['refresh', 'token'],
  ['id', 'token'],
  ['token'],
  ['api', 'key'],
  ['x', 'api', 'key'],
  ['private', 'key'],
  ['password'],
  ['authorization'],
];
const CVV_NAMES = [
  ['cvv'],
  ['cvv2'],
  ['cvc'],
  ['cvc2'],
  ['csc'],
  ['cvn'],
  ['card', 'cvv'],
  ['security', 'code'],
  ['card', 'security', 'code'],
  ['cvv', 'code'],
];

const cap = (w: string) => w.charAt(0).toUpperCase() + w.slice(1);
const STYLES: Array<(words: string[]) => string> = [
  (w) => w[0]! + w.slice(1).map(cap).join(''), // camelCase
  (w) => w.map(cap).join(''), // PascalCase
  (w) => w.join('_'), // snake_case
  (w) => w.join('-'), // kebab-case
  (w) => w.map(cap).join('-'), // Header-Case
  (w) => w.join('_').toUpperCase(), // UPPER_SNAKE
  (w) => w.join(''), // gluedlowercase
];

const named = (names: string[][]) =>
  fc
    .tuple(fc.constantFrom(...names), fc.constantFrom(...STYLES))
    .map(([words, style]) => style(words));

/** A secret's field name in camel, Pascal, snake, kebab, header, upper or glued case. */
export const secretName = named(SECRET_NAMES);
export const cvvName = named(CVV_NAMES);

/**
 * A secret as credentials look: 8–40 characters with at least one that is not a lower-case
 * letter, including quotes, backslashes, commas and spaces (JSON escapes them).
 */
export const secretValue = fc
  .string({
    unit: fc.constantFrom(...'abcdefXYZ0123456789-_.~+/="\'\\, !'),
    minLength: 8,
    maxLength: 40,
  })
  .filter((s) => /[^a-z]/.test(s) && s.trim() === s && s.trim().length >= 8);

/** A secret as it can stand unquoted in a header line or a query: a token68-like run. */
export const bareSecretValue = fc
  .string({ unit: fc.constantFrom(...'abcdefXYZ0123456789-_.~+/'), minLength: 8, maxLength: 40 })
  .filter((s) => /[^a-z]/.test(s));

export const cvv = digits(3, 4);
