/**
 * What a field's name says about its value. APIs, headers and people spell one name many ways
 * (`clientSecret`, `client_secret`, `Client-Secret`, `x-client-secret`, `clientsecret`), so a name
 * is cut into lower-case words first and the rules read the words, mostly the last one: the last
 * word says what the value is (`client_secret` is a secret, `secret_state` is a state).
 */
export type KeyKind = 'secret' | 'cvv' | 'pan' | 'time' | 'reference' | 'plain';

/** `x-APIKey_v2.value` → ['x', 'api', 'key', 'v2', 'value'] */
export function keyWords(key: string): string[] {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

const SECRET_WORDS = new Set([
  'secret',
  'password',
  'passwd',
  'passphrase',
  'pwd',
  'token',
  'authorization',
  'cookie',
  'credential',
  'credentials',
  'apikey',
  'pin',
  'pinblock',
  'otp',
]);
/** `…_key` is a secret only with one of these before it: `idempotency_key` must stay readable. */
const SECRET_KEY_QUALIFIERS = new Set([
  'api',
  'private',
  'secret',
  'access',
  'signing',
  'encryption',
  'client',
  'session',
  'auth',
  'master',
  'shared',
  'hmac',
]);
/** Paging cursors are called tokens too; they carry no credential and the client needs them. */
const CURSOR_QUALIFIERS = new Set(['page', 'next', 'continuation', 'pagination', 'cursor']);
/** Names written as one lower-case word: `clientsecret`, `xapikey`, `accesstoken`. */
const GLUED_SECRET =
  /(?:secret|password|passwd|passphrase|apikey|accesstoken|refreshtoken|idtoken|authtoken|sessiontoken|bearertoken|privatekey|secretkey|accesskey|signingkey)$/;

const CVV_WORDS = /^(?:cvv|cvc|csc|cvn|cvd|cav)2?$/;
// `cvv_result` (the issuer's match code) is not the CVV; `card_cvv`, `cvc2`, `cvvCode` are.
const GLUED_CVV =
  /(?:(?:cvv|cvc|csc|cvn|cvd)2?(?:code|number|value)?|securitycode|verificationvalue|verificationcode)$/;

const GLUED_PAN =
  /(?:cardnumber|accountnumber|ccnumber|cardno|creditcard|creditcardnumber|primaryaccountnumber)$/;

const TIME_WORDS = new Set(['at', 'time', 'timestamp', 'date', 'datetime', 'ts']);

/**
 * A cheap first test for free text: every name that classifies as a secret, a CVV or a card
 * number contains one of these, so text without any has no pair worth parsing.
 */
const MAY_NAME_SENSITIVE =
  /secret|pass|pwd|token|auth|cookie|credential|key|pin|otp|cv|csc|cav|security|verification|pan|number|card/i;

/**
 * `MAY_NAME_SENSITIVE` over the text, and again with what separates words taken out: a name
 * classifies by its words joined, so `c_vn` is a CVV name though no part of it reads "cv".
 */
export function mayNameSensitive(text: string): boolean {
  return (
    MAY_NAME_SENSITIVE.test(text) ||
    (/[^A-Za-z0-9]/.test(text) && MAY_NAME_SENSITIVE.test(text.replace(/[^A-Za-z0-9]+/g, '')))
  );
}

const cache = new Map<string, KeyKind>();

export function classifyKey(key: string): KeyKind {
  let kind = cache.get(key);
  if (kind === undefined) {
    kind = classify(keyWords(key));
    // Keys come from API answers: bounded, so a hostile answer cannot grow it without end.
    if (cache.size > 5000) cache.clear();
    cache.set(key, kind);
  }
  return kind;
}

function classify(words: string[]): KeyKind {
  const last = words.at(-1);
  if (last === undefined) return 'plain';
  const before = words.at(-2) ?? '';
  const glued = words.join('');
  if (CVV_WORDS.test(last) || GLUED_CVV.test(glued)) return 'cvv';
  if (last === 'token' && CURSOR_QUALIFIERS.has(before)) return 'plain';
  if (
    SECRET_WORDS.has(last) ||
    (last === 'key' && SECRET_KEY_QUALIFIERS.has(before)) ||
    GLUED_SECRET.test(glued)
  ) {
    return 'secret';
  }
  if (last === 'pan' || glued === 'number' || glued === 'card' || GLUED_PAN.test(glued)) {
    return 'pan';
  }
  if (TIME_WORDS.has(last) || /(?:timestamp|datetime)$/.test(glued)) return 'time';
  if (glued === 'rrn' || /retrievalreference(?:number)?$/.test(glued)) return 'reference';
  return 'plain';
}
