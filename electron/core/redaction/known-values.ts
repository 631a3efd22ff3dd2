/**
 * Redaction by value: what the console sent or holds is cut wherever it comes back, whatever
 * words surround it. The rules elsewhere recognise a secret by its name (`client_secret=…`) or
 * its shape (a Luhn-valid card); an API echoing "client h-client with secret s3cr3t-x is not
 * known" or "the security code you sent (987)" names neither, but the console knows both values.
 *
 * Two sets:
 *  - held for the run: every client secret read from the sealed store and every access token
 *    fetched. A journal line, an export or a team-store row is redacted long after its call;
 *  - the call's own (dispatch opens one per call): the card numbers, CVVs and secret-named
 *    fields of every request the call sent, and the bearer token and secret headers it carried.
 *    Card data is never held past its call: a CVV is three digits, which cut from every text
 *    would hide amounts and ids for the rest of the run.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { maskPan } from '../../../shared/card/mask-pan';
import { CARD_SEPARATOR, cardDigits, foldDigits } from './card-numbers';
import { classifyKey } from './key-names';
import { REDACTED } from './secrets-in-text';

/**
 * Shorter values are words or codes, not credentials: cut by value, "secret" or "1234" would
 * go from every message. They are still cut where their name or shape gives them away.
 */
const MIN_SECRET_LENGTH = 6;
/**
 * From this length a secret is also cut re-cased and base64-encoded: an API may upper-case what
 * it quotes or echo an `Authorization: Basic` header. Shorter, the re-cased forms would be
 * ordinary words and the base64 a few common letters.
 */
const MIN_TRANSFORMED_LENGTH = 8;
/**
 * Tokens are renewed every few minutes and an expired one opens nothing: the latest few (and
 * the client secrets) are what an answer can usefully quote. Each is a few `includes` per text.
 */
const HELD_LIMIT = 16;

interface CallValues {
  /** Each secret with the forms it can be written in. */
  secrets: Map<string, string[]>;
  pans: Set<string>;
  cvvs: Set<string>;
  /** Held and sent forms, longest first: built at the first text after either changed. */
  forms?: KnownForms | undefined;
}

/**
 * Every form to cut, longest first, so that a secret containing another is cut whole. A text
 * shorter than the shortest form holds none: most strings in an answer (ids, amounts, codes).
 * Built once per change, not per string: redaction meets thousands of strings per operation.
 */
interface KnownForms {
  list: readonly string[];
  shortest: number;
  /** The held set it was built from. */
  held: number;
}

const held = new Map<string, string[]>();
/** Bumped whenever the held set changes: a call's forms built before it are rebuilt. */
let heldVersion = 0;
let heldForms: KnownForms = knownForms([], 0);
const calls = new AsyncLocalStorage<CallValues>();

/** A secret the console holds (a client secret, an access token): cut for the rest of the run. */
export function holdSecret(value: string | undefined): void {
  if (value === undefined || value.trim().length < MIN_SECRET_LENGTH) return;
  held.delete(value);
  held.set(value, writtenForms(value));
  if (held.size > HELD_LIMIT) held.delete(held.keys().next().value!);
  heldForms = knownForms([...held.values()].flat(), ++heldVersion);
}

/**
 * A client's id and secret as HTTP Basic would carry them (`base64(id:secret)`): a token
 * endpoint or a proxy may echo that header even though the console sends the secret in the body.
 */
export function holdClientCredentials(clientId: string, secret: string | undefined): void {
  holdSecret(secret);
  if (secret === undefined || secret.trim().length < MIN_SECRET_LENGTH) return;
  const basic = `${clientId}:${secret}`;
  held.delete(basic);
  held.set(basic, base64Forms(basic));
  if (held.size > HELD_LIMIT) held.delete(held.keys().next().value!);
  heldForms = knownForms([...held.values()].flat(), ++heldVersion);
}

/** Runs one call with its own set of values sent; everything redacted inside it cuts them. */
export function withCallValues<T>(run: () => T): T {
  return calls.run({ secrets: new Map(), pans: new Set(), cvvs: new Set() }, run);
}

/** A credential this call sent (its bearer token, a secret header's value). */
export function rememberSentSecret(value: string | undefined): void {
  const call = calls.getStore();
  if (call && value !== undefined && value.trim().length >= MIN_SECRET_LENGTH) {
    call.secrets.set(value, writtenForms(value));
    call.forms = undefined;
  }
}

/**
 * The card numbers, CVVs and secrets in a body this call sent, found by their field names as
 * the redactor judges them. Walked with a stack: a body is the console's own, but depth is no
 * reason to fail.
 */
export function rememberSentBody(body: unknown): void {
  const call = calls.getStore();
  if (!call) return;
  const stack: Array<[unknown, string]> = [[body, '']];
  while (stack.length > 0) {
    const [value, key] = stack.pop()!;
    if (typeof value === 'object' && value !== null) {
      for (const [k, v] of Object.entries(value)) stack.push([v, Array.isArray(value) ? key : k]);
      continue;
    }
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const text = String(value);
    const kind = key === '' ? 'plain' : classifyKey(key);
    if (kind === 'pan') {
      const digits = cardDigits(text);
      if (digits.length >= 12 && digits.length <= 19) call.pans.add(digits);
    } else if (kind === 'cvv') {
      const digits = cardDigits(text);
      if (/^\d{3,4}$/.test(digits)) call.cvvs.add(digits);
    } else if (kind === 'secret') {
      rememberSentSecret(text);
    }
  }
}

/**
 * Every known secret cut from the text, as written and as JSON (once and twice escaped), URL
 * and form encodings would write it: an echo may quote the request's body or query as sent.
 * Longest first, so that a secret containing another is cut whole.
 */
export function cutKnownSecrets(text: string): string {
  const forms = formsToCut();
  if (text.length < forms.shortest) return text;
  if (!forms.list.some((form) => text.includes(form))) return text;
  let out = text;
  for (const form of forms.list) {
    if (out.includes(form)) out = out.split(form).join(REDACTED);
  }
  return out;
}

/** The forms cut now: what is held, and what the current call sent. */
export function formsToCut(): KnownForms {
  const call = calls.getStore();
  if (!call?.secrets.size) return heldForms;
  if (call.forms?.held !== heldVersion) {
    call.forms = knownForms([...heldForms.list, ...[...call.secrets.values()].flat()], heldVersion);
  }
  return call.forms;
}

function knownForms(forms: string[], version: number): KnownForms {
  const list = forms.filter((form) => form !== '').sort((a, b) => b.length - a.length);
  return {
    list,
    shortest: list.length === 0 ? Infinity : list.at(-1)!.length,
    held: version,
  };
}

function writtenForms(secret: string): string[] {
  const json = JSON.stringify(secret).slice(1, -1);
  const url = encodeURIComponent(secret);
  const transformed =
    secret.trim().length >= MIN_TRANSFORMED_LENGTH
      ? [secret.toUpperCase(), secret.toLowerCase(), ...base64Forms(secret)]
      : [];
  return [
    ...new Set([
      secret,
      json,
      JSON.stringify(json).slice(1, -1),
      url,
      url.replaceAll('%20', '+'),
      ...transformed,
    ]),
  ];
}

/** Base64 of the value, standard and URL-safe, with and without padding. */
function base64Forms(value: string): string[] {
  const standard = Buffer.from(value, 'utf8').toString('base64');
  const urlSafe = Buffer.from(value, 'utf8').toString('base64url');
  return [...new Set([standard, standard.replace(/=+$/, ''), urlSafe])];
}

/** Whether these digits are a card number this call sent (it may fail Luhn: a mistyped card). */
export function isSentPan(digits: string): boolean {
  return calls.getStore()?.pans.has(digits) ?? false;
}

/**
 * The call's card numbers, written with any digits and separators, masked to BIN + last four;
 * the scan by shape (card-numbers.ts) only finds those that pass Luhn.
 */
export function maskSentPans(text: string): string {
  let out = text;
  for (const pan of calls.getStore()?.pans ?? []) {
    const written = new RegExp(
      String.raw`(?<!\d)${[...pan].join(`${CARD_SEPARATOR}{0,3}`)}(?!\d)`,
      'g',
    );
    out = replaceFolded(out, written, maskPan(pan));
  }
  return out;
}

/**
 * The call's CVVs where they stand alone in the text: "the security code you sent (987)".
 * Digits in a longer number, a decimal (`9.870`), an id (`mer-987`, `987abc`) or beside a mask
 * (what a masked card shows of its last four) are something else.
 */
export function cutSentCvvs(text: string): string {
  let out = text;
  for (const cvv of calls.getStore()?.cvvs ?? []) {
    out = replaceFolded(
      out,
      new RegExp(String.raw`(?<![\w•-]|\d[.,])${cvv}(?![\w•]|[.,]\d)`, 'g'),
      REDACTED,
    );
  }
  return out;
}

/** Replaces what `pattern` finds in the text's ASCII-digit reading, in the text as written. */
function replaceFolded(text: string, pattern: RegExp, replacement: string): string {
  const { folded, at } = foldDigits(text);
  let out = '';
  let from = 0;
  for (const m of folded.matchAll(pattern)) {
    out += text.slice(from, at(m.index)) + replacement;
    from = at(m.index + m[0].length);
  }
  return from === 0 && out === '' ? text : out + text.slice(from);
}
