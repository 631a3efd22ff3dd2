/* eslint-disable no-control-regex -- control characters are what this module finds */
/**
 * Text a page controls (a profile's name, a target, an API's words) shown where a person trusts
 * what they read: the browser host's terminal and Electron's dialog. A terminal obeys escape
 * sequences (`ESC]52;…BEL` writes the clipboard in some, `ESC[8m` hides the text after it), a
 * dialog breaks lines where the text says, and bidirectional controls show characters in an
 * order other than the one they are in (after U+202E, "1.00" reads "00.1"). Whatever a page
 * sent, only its visible characters get there.
 */

/**
 * ESC sequences whole: CSI (`ESC[…m`), OSC and DCS/SOS/PM/APC strings up to their end (or the
 * text's end), and the short escapes.
 */
const ESCAPE_SEQUENCE =
  /\u001b(?:\[[0-?]*[ -/]*[@-~]?|[\]PX^_][^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)?|[ -/]+[0-~]?|[\s\S]?)/g;
/** The same introduced by their one-character C1 forms (CSI `\u009b`, OSC `\u009d`…). */
const C1_SEQUENCE =
  /\u009b[0-?]*[ -/]*[@-~]?|[\u0090\u0098\u009d-\u009f][^\u0007\u001b\u009c]*(?:\u0007|\u009c)?/g;
/**
 * What is left to drop: C0 and C1 controls and DEL, and the marks that reorder or hide text
 * (Arabic letter mark, left-to-right and right-to-left marks, embeddings, overrides, isolates,
 * the invisible operators, byte order mark and interlinear annotations).
 */
const INVISIBLE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2061-\u2064\ufeff\ufff9-\ufffb]/g;
/**
 * Characters that show as nothing or as blank space yet are not a space: zero-width space,
 * word joiner, the Hangul fillers, Mongolian vowel separator, combining grapheme joiner,
 * variation selectors and tag characters. Two names that differ only by them read the same, so
 * a person confirming "Acme live" could be looking at another profile.
 */
const BLANK_LOOKING =
  // eslint-disable-next-line no-misleading-character-class -- each mark is found alone, not as part of what it follows
  /[\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u2060\u3164\ufe00-\ufe0f\uffa0\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/gu;
/** Line breaks of every kind, and the tab: a single line has none. */
const BREAKS = /\r\n|[\n\r\t\u0085\u2028\u2029]/g;

/** The text as lines of visible characters only: line breaks kept (as `\n`), tabs as spaces. */
export function plainText(text: string): string {
  return text
    .replace(ESCAPE_SEQUENCE, '')
    .replace(C1_SEQUENCE, '')
    .replace(/\r\n|[\r\u0085\u2028\u2029]/g, '\n')
    .replace(/\t/g, ' ')
    .replace(INVISIBLE, '')
    .replace(BLANK_LOOKING, '');
}

/** One line of visible characters: every line break becomes a space. */
export function plainLine(text: string): string {
  return plainText(text).replace(BREAKS, ' ');
}

/** Every string in a value (a confirmation's summary) made one plain line, its shape kept. */
export function plainStrings<T>(value: T): T {
  if (typeof value === 'string') return plainLine(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => plainStrings(item)) as T;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, plainStrings(item)]),
    ) as T;
  }
  return value;
}

/** Whether a name a person types is visible characters only, on one line. */
export function isPrintable(text: string): boolean {
  return plainLine(text) === text;
}
