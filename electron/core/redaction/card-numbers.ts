/**
 * Card numbers (PANs) in free text, cut to BIN + last four (PCI DSS 3.4).
 *
 * A PAN is 12–19 digits that pass the Luhn check, written in one run or in groups of 3 or more
 * digits split by up to three spaces, tabs, dots, dashes or underscores, and it may be glued to a
 * word (`pan4111…`, `card-4111…`). Groups of one or two digits never join a card number: dates,
 * times and decimals are made of them, and no card is printed that way.
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

/** Digit groups of 3+ digits, joined by short runs of separators. */
const CHAIN = /\d{3,}(?:[ \t\u00a0._-]{1,3}\d{3,})*/g;
const GROUP = /\d+/g;
/** What maskPan puts in place of hidden digits. */
const MASK = '•';

export function maskCardNumbers(text: string): string {
  // Most strings (names, codes, short numbers) hold no run of 3 digits: nothing to look at.
  if (!/\d{3}/.test(text)) return text;
  // A chain shorter than 12 characters holds fewer than 12 digits: no card in it.
  return text.replace(CHAIN, (chain, at: number) =>
    chain.length < 12 ? chain : maskChain(text, chain, at),
  );
}

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
