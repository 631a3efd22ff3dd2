import { REDACTED } from '../../../shared/redaction-marker';

/** A piece of text as shown: words as they came, or one of main's redaction markers. */
export type RedactedPart = { text: string } | { hidden: 'cvv' | 'other' };

// A JSON key just before the marker names what it stood for, and only it does.
const JSON_KEY = /"([^"\\]{1,64})"\s*:\s*"?$/;
// `card_cvv=…`, `cvvCode: …`: a key of a pair, read by its words glued together.
const PAIR_KEY = /([A-Za-z][\w.-]{0,63})\s*[:=]\s*["']?$/;
// The names main's redactor reads as a card's security code (electron/core/redaction/key-names.ts).
const CVV_KEY =
  /(?:cvv|cvc|csc|cvn|cvd|cav)2?(?:code|number|value)?$|securitycode$|verification(?:value|code)$/;
// The words that name one in prose, in English or Spanish ("the security code you sent ([…])").
const CVV_WORDS =
  /security[\s_-]?code|verification[\s_-]?(?:value|code|number)|\bcv[vc]2?\b|\bcs[cn]\b|\bcvd\b|c[oó]digo\s+de\s+(?:seguridad|verificaci[oó]n)|clave\s+de\s+seguridad/i;
/** How far back prose may name the code: main's rule allows 60 characters between. */
const PROSE_REACH = 80;

function isCvvKey(key: string): boolean {
  return CVV_KEY.test(key.toLowerCase().replace(/[\s_.-]/g, ''));
}

/** Whether the text right before a marker says it stood for a CVV. */
function namesCvv(before: string): boolean {
  const json = JSON_KEY.exec(before);
  if (json) return isCvvKey(json[1]!);
  const pair = PAIR_KEY.exec(before);
  if (pair && isCvvKey(pair[1]!)) return true;
  return CVV_WORDS.test(before.slice(-PROSE_REACH));
}

/**
 * Text split at main's redaction markers, each marked with what it hid when the words before it
 * say (a `cvv` field, "security code"), so a screen can name it; the text between is as sent.
 */
export function redactedParts(text: string): RedactedPart[] {
  const pieces = text.split(REDACTED);
  const parts: RedactedPart[] = [];
  pieces.forEach((piece, i) => {
    if (i > 0) parts.push({ hidden: namesCvv(pieces[i - 1]!) ? 'cvv' : 'other' });
    if (piece !== '') parts.push({ text: piece });
  });
  return parts;
}
