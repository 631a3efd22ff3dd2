/* eslint-disable no-control-regex -- control characters are what these tests look for */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPrintable, plainLine, plainStrings, plainText } from './plain-text';

/** Every character that moves the cursor, changes the terminal or reorders what is shown. */
const CONTROL =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2061-\u2064\ufeff\ufff9-\ufffb]/;
const BREAK = /[\n\r\t\u0085\u2028\u2029]/;
/** What shows as nothing or as blank space and is not a space: a name that hides a difference. */
const BLANK_LOOKING =
  // eslint-disable-next-line no-misleading-character-class -- each mark is found alone, not as part of what it follows
  /[\u034f\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u2060\u3164\ufe00-\ufe0f\uffa0\u{e0000}-\u{e007f}\u{e0100}-\u{e01ef}]/u;

/** What a hostile page puts in a name: escape sequences, controls and direction marks. */
const hostile = fc.constantFrom(
  '\u001b]52;c;cm0gLXJmIH4=\u0007', // OSC 52: write the clipboard
  '\u001b]52;c;cm0gLXJmIH4=\u001b\\',
  '\u001b[8m', // hidden text
  '\u001b[2J\u001b[H', // clear the screen
  '\u009b31m', // the C1 form of CSI
  '\u009d0;title\u009c',
  '\u001b(B',
  '\u202e', // right-to-left override
  '\u2066\u2069',
  '\r',
  '\n',
  '\u2028',
  '\u0007',
  '\u0000',
);

describe('plainLine', () => {
  it('leaves one line of visible characters whatever a page mixes in (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), hostile, fc.string({ unit: 'grapheme' }))),
        (parts) => {
          const out = plainLine(parts.join(''));
          expect(out).not.toMatch(CONTROL);
          expect(out).not.toMatch(BREAK);
          expect(plainLine(out)).toBe(out);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('keeps visible text as it is, in any script, emoji included (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!CONTROL.test(text) && !BREAK.test(text) && !BLANK_LOOKING.test(text));
        expect(plainLine(text)).toBe(text);
      }),
      { numRuns: 1000 },
    );
    expect(plainLine('Producción “Tienda 1” — ۱۲۳ 👩‍💻')).toBe('Producción “Tienda 1” — ۱۲۳ 👩‍💻');
  });

  it('drops the issue’s clipboard write and hidden text whole, not only their escape character', () => {
    expect(
      plainLine('Live\u001b]52;c;cm0gLXJmIH4=\u0007 (https://api.example) \u001b[8msecret'),
    ).toBe('Live (https://api.example) secret');
    expect(plainLine('Live\nProduction: off')).toBe('Live Production: off');
  });
});

describe('plainText', () => {
  it('keeps line breaks as \\n and drops the rest', () => {
    expect(plainText('a\r\nb\u2028c\td\u001b[31me\u202e')).toBe('a\nb\nc de');
  });
});

describe('plainStrings', () => {
  it('makes every string of a summary one plain line, keeping its shape and other values', () => {
    expect(
      plainStrings({
        profile: 'Live\n\u001b[8m',
        amount: { value: 25.5, currency: 'USD' },
        changes: ['a\u202eb'],
        production: true,
      }),
    ).toEqual({
      profile: 'Live ',
      amount: { value: 25.5, currency: 'USD' },
      changes: ['ab'],
      production: true,
    });
  });
});

describe('isPrintable', () => {
  it('accepts what plainLine keeps, and nothing else', () => {
    expect(isPrintable('Live — Tienda 1')).toBe(true);
    expect(isPrintable('Live\u001b[8m')).toBe(false);
    expect(isPrintable('Live\u202e')).toBe(false);
    expect(isPrintable('Li\nve')).toBe(false);
  });

  it.each([
    ['zero-width space', '\u200b'],
    ['word joiner', '\u2060'],
    ['Hangul filler', '\u3164'],
    ['Hangul choseong filler', '\u115f'],
    ['byte order mark', '\ufeff'],
    ['tag letter', '\u{e0041}'],
    ['cancel tag', '\u{e007f}'],
    ['variation selector', '\ufe0f'],
    ['supplementary variation selector', '\u{e0100}'],
  ])('refuses a name hiding a %s, and drops it from a terminal line', (_, hidden) => {
    expect(isPrintable(`Acme${hidden} live`)).toBe(false);
    expect(plainLine(`Acme${hidden} live`)).toBe('Acme live');
  });
});
