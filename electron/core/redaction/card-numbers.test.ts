import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPan } from '../../../shared/card/mask-pan';
import { isCardLikeNumber, maskCardNumbers } from './card-numbers';
import {
  cardNumber,
  digits,
  ID_PREFIXES,
  showsCard,
  withCheckDigit,
  writtenCard,
} from './testing/arbitraries';

describe('maskCardNumbers', () => {
  it('masks a card number in any of its written forms to BIN + last four', () => {
    fc.assert(
      fc.property(writtenCard, ({ pan, text }) => {
        const out = maskCardNumbers(`declined: ${text}, try again`);
        expect(showsCard(out, pan)).toBe(false);
        expect(out).toContain(maskPan(pan));
      }),
      { numRuns: 2000 },
    );
  });

  it('shows no more than BIN + last four when other digit groups stand next to the card', () => {
    fc.assert(
      fc.property(
        cardNumber,
        fc.array(digits(3, 8), { maxLength: 3 }),
        fc.array(digits(3, 8), { maxLength: 3 }),
        (pan, before, after) => {
          // Neighbours may join the masked region; the card itself is never readable.
          const out = maskCardNumbers([...before, pan, ...after].join(' '));
          expect(showsCard(out, pan)).toBe(false);
        },
      ),
    );
  });

  it('is idempotent: the digits a mask leaves are not read again as a card', () => {
    fc.assert(
      fc.property(writtenCard, fc.array(digits(3, 6), { maxLength: 3 }), (card, tail) => {
        const once = maskCardNumbers(`${card.text} ${tail.join(' ')}`);
        expect(maskCardNumbers(once)).toBe(once);
      }),
    );
  });

  it('leaves groups of one or two digits, dates, times and amounts alone', () => {
    const text =
      'exp 12/30, at 2025-12-11T10:30:00.123456Z, 1 234 567.89 USD, order 20251211, 41 11 11 11 11 11 11 11';
    expect(maskCardNumbers(text)).toBe(text);
  });

  it('does not read a run of more than 19 digits as a card', () => {
    const long = `${withCheckDigit('4111111111111111111')}0`;
    expect(maskCardNumbers(long)).toBe(long);
  });

  it('masks two cards apart, or as one region when their groups could form a third', () => {
    expect(maskCardNumbers('4111 1111 1111 1111 or 5555 4444 3333 1111')).toBe(
      '411111••••••1111 or 555544••••••1111',
    );
    // "1111 1111 1111 5555" passes Luhn too: the overlap is hidden whole.
    expect(maskCardNumbers('4111 1111 1111 1111 5555 4444 3333 1111')).toBe(
      '411111••••••••••••••••••••••1111',
    );
  });

  it('the issue’s decline: a card split by slashes, commas, line breaks, thin spaces, in full-width digits', () => {
    const written = [
      'card 5555 5555 5555 4444 (or 5555/5555/5555/4444)',
      '5555,5555,5555,4444',
      '5555\n5555\r\n5555\n4444',
      '5555\u20095555\u20095555\u20094444',
      '５５５５ ５５５５ ５５５５ ４４４４',
      '{"note":"5555\\n5555\\n5555\\n4444"}',
    ];
    for (const text of written) {
      const out = maskCardNumbers(text);
      expect(showsCard(out, '5555555555554444'), out).toBe(false);
      expect(out).toContain('555555••••••4444');
    }
    // Outside the card, the text keeps its own digits.
    expect(maskCardNumbers('Ａ１２ ５５５５５５５５５５５５４４４４ 𝟏𝟐')).toBe(
      'Ａ１２ 555555••••••4444 𝟏𝟐',
    );
    expect(maskCardNumbers('𝟓𝟓𝟓𝟓𝟓𝟓𝟓𝟓𝟓𝟓𝟓𝟓𝟒𝟒𝟒𝟒 then 𝟏𝟐')).toBe('555555••••••4444 then 𝟏𝟐');
  });
});

describe('what people write that is not a card', () => {
  const script = fc.constantFrom(0x30, 0xff10, 0x660, 0x966, 0x1d7ce);
  const inScript = (text: string, zero: number) =>
    text.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)));
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');

  it('amounts with thousands separators and decimals, in any digits', () => {
    fc.assert(
      fc.property(
        // Up to 11 digits before the decimals: 12 grouped digits that pass Luhn are read as a
        // card (a card printed 463,402,066,021 must not show), and no amount is that large.
        fc.integer({ min: 0, max: 99_999_999_999 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom(['en-US', ','], ['de-DE', '.'], ['fr-FR', '\u202f'], ['en-IN', ',']),
        script,
        (units, cents, [locale], zero) => {
          const amount = inScript(
            `${new Intl.NumberFormat(locale, { useGrouping: true }).format(units)}${locale === 'de-DE' ? ',' : '.'}${pad(cents)}`,
            zero,
          );
          const text = `Charged USD ${amount} to the order`;
          expect(maskCardNumbers(text)).toBe(text);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('dates and times, with any separator, in any digits', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
        fc.constantFrom('/', '-', '.', ', ', ' '),
        script,
        (date, separator, zero) => {
          const [y, m, d] = [
            date.getUTCFullYear(),
            pad(date.getUTCMonth() + 1),
            pad(date.getUTCDate()),
          ];
          const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
          for (const written of [
            date.toISOString(),
            `${d}${separator}${m}${separator}${y} ${time}`,
            `${y}${separator}${m}${separator}${d}, ${time}`,
          ]) {
            const text = `settled on ${inScript(written, zero)}`;
            expect(maskCardNumbers(text)).toBe(text);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('ids are not card numbers', () => {
  const run = withCheckDigit('12345678901'); // 12 digits passing Luhn
  const hex = fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), maxLength: 12 });

  it('keeps prefixed ids whole, whatever digits they hold', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ID_PREFIXES),
        fc.constantFrom('-', '_'),
        hex,
        cardNumber,
        hex,
        (prefix, separator, head, pan, tail) => {
          const id = `${prefix}${separator}${head}${pan}${tail}`;
          expect(maskCardNumbers(id)).toBe(id);
          expect(maskCardNumbers(`payment ${id} was declined`)).toBe(`payment ${id} was declined`);
          expect(maskCardNumbers(`/v1/payments/${id}?x=1`)).toBe(`/v1/payments/${id}?x=1`);
        },
      ),
    );
  });

  it('keeps UUIDs and hex hashes with digits between hex letters', () => {
    fc.assert(
      fc.property(fc.uuid(), (uuid) => {
        const key = uuid.slice(0, 24) + run;
        expect(maskCardNumbers(`idempotency-key: ${key}`)).toBe(`idempotency-key: ${key}`);
      }),
    );
    // The token is hex with digits between letters somewhere: a hash, whichever end the run is at.
    expect(maskCardNumbers(`${run}ba69e7aa`)).toBe(`${run}ba69e7aa`);
    const fingerprint = `5bfe${run}ba69e7aa0c`;
    expect(maskCardNumbers(fingerprint)).toBe(fingerprint);
    expect(maskCardNumbers(fingerprint.toUpperCase())).toBe(fingerprint.toUpperCase());
  });

  it('masks the same digits glued to a word, a dash or an unknown prefix', () => {
    for (const text of [
      `card-${run}`,
      `pan${run}`,
      `cc${run}`,
      `${run}x`,
      `xpay-${run}`,
      `order-${run}`,
    ]) {
      expect(maskCardNumbers(text)).not.toContain(run);
    }
  });

  it('masks a card written after an id, outside the id', () => {
    expect(maskCardNumbers('pay-123 4111 1111 1111 1111')).toBe('pay-123 411111••••••1111');
  });
});

describe('isCardLikeNumber', () => {
  it('is true for Luhn-valid 12–19 digit integers and for integers too large to check', () => {
    expect(isCardLikeNumber(4111111111111111)).toBe(true);
    expect(isCardLikeNumber(4111111111111112)).toBe(false);
    expect(isCardLikeNumber(Number('6011000990139424123'))).toBe(true);
    expect(isCardLikeNumber(Number(withCheckDigit('4111111111')))).toBe(false); // 11 digits
    expect(isCardLikeNumber(99.99)).toBe(false);
    expect(isCardLikeNumber(1e21)).toBe(false);
  });
});
