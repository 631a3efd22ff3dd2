import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskPan } from '../../shared/card/mask-pan';
import { REDACTED as PAGE_MARKER } from '../../shared/redaction-marker';
import { redactError, redactResult, redactText, redactValue } from './redact';
import { classifyKey } from './redaction/key-names';
import {
  cardNumber,
  cvv,
  cvvName,
  digits,
  secretName,
  secretValue,
  showsCard,
  withCheckDigit,
  writtenCard,
} from './redaction/testing/arbitraries';

/** Any field name, except one naming a time (epoch timestamps there are kept, see below). */
const anyKey = fc
  .oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('account', 'ref', 'x', 'data'))
  .filter((key) => classifyKey(key) !== 'time');

/** A value of any JSON shape with `leaf` somewhere inside it, under random keys. */
function nestedAround(leaf: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.letrec<{ node: unknown }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      leaf,
      fc
        .tuple(anyKey, tie('node'), fc.dictionary(anyKey, fc.jsonValue({ maxDepth: 1 })))
        .map(([key, inner, siblings]) => ({ ...siblings, [key]: inner })),
      fc
        .tuple(fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 }), tie('node'))
        .map(([others, inner]) => [...others, inner]),
    ),
  })).node;
}

describe('card numbers never survive', () => {
  it('in free text, whatever surrounds them', () => {
    fc.assert(
      fc.property(fc.string(), writtenCard, fc.string(), (before, card, after) => {
        const out = redactText(`${before} ${card.text} ${after}`);
        expect(showsCard(out, card.pan), out).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });

  it('as JSON strings or numbers under any key, in objects and arrays, and in their JSON text', () => {
    const leaf = fc.oneof(
      writtenCard.map((card) => ({ pan: card.pan, value: card.text as unknown })),
      // As a JSON number a card has no leading zero (no card number starts with 0 anyway).
      cardNumber
        .filter((pan) => !pan.startsWith('0'))
        .map((pan) => ({ pan, value: Number(pan) as unknown })),
    );
    fc.assert(
      fc.property(
        leaf.chain((l) => nestedAround(fc.constant(l.value)).map((doc) => ({ ...l, doc }))),
        ({ pan, value, doc }) => {
          // A number past 2^53 was already rounded by JSON.parse: its digits are what leaks.
          const shown = typeof value === 'number' ? String(value) : pan;
          const asValue = JSON.stringify(redactValue(doc));
          // The text is what came over the wire, with every digit the API sent.
          const asText = redactText(JSON.stringify(doc).replace(String(value), pan));
          expect(showsCard(asValue, shown), asValue).toBe(false);
          expect(showsCard(asText, pan), asText).toBe(false);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('under card-number fields even when the Luhn check fails', () => {
    expect(redactValue({ card: { number: '4111 1111 1111 1112' } })).toEqual({
      card: { number: '411111••••••1112' },
    });
    expect(redactValue({ pan: 4111111111111112 })).toEqual({ pan: '411111••••••1112' });
    expect(redactText('{"card_number":"4111111111111112"}')).toBe(
      '{"card_number":"411111••••••1112"}',
    );
  });
});

describe('secrets and CVVs never survive', () => {
  it('under any spelling of their field name, as values and as JSON text', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.tuple(secretName, secretValue),
          fc.tuple(cvvName, cvv),
          fc.tuple(cvvName, cvv.map(Number)),
        ),
        ([name, secret]) => {
          const doc = {
            request: { [name]: secret, merchant_id: 'mer-x' },
            list: [{ [name]: secret }],
          };
          const value = redactValue(doc) as typeof doc;
          expect(value.request[name]).toBe('[REDACTED]');
          expect(value.list[0]![name]).toBe('[REDACTED]');
          expect(value.request.merchant_id).toBe('mer-x');
          // Judged at the value, not anywhere in the text: a CVV of 2 is also in the name `cvv2`.
          const text = redactText(JSON.stringify(doc));
          expect(text).not.toContain(`:${JSON.stringify(secret)}`);
          const parsed = JSON.parse(text) as typeof doc;
          expect(parsed.request[name]).toBe('[REDACTED]');
          expect(parsed.list[0]![name]).toBe('[REDACTED]');
        },
      ),
      { numRuns: 500 },
    );
  });

  it('in a header list whose name and value are separate fields', () => {
    expect(
      redactValue({
        headers: [
          { name: 'X-Api-Key', value: 'k-123' },
          { name: 'Accept', value: 'json' },
        ],
      }),
    ).toEqual({
      headers: [
        { name: 'X-Api-Key', value: '[REDACTED]' },
        { name: 'Accept', value: 'json' },
      ],
    });
  });

  it('the issue’s echo: an API error quoting a card, its CVV and the client secret', () => {
    const message =
      'Rejected {"card":{"number":"4111111111111111","cvv":"947"}} for client_secret=canary-Zq8vT3 ' +
      'and {"account": 4111111111111111}, pan4111111111111111, card-4111-1111-1111-1111, ' +
      '4111  1111  1111  1111, 4111.1111.1111.1111, securityCode=947, card_cvv: 947, cvc2 947, ' +
      '{"csc":"947","cvn":"947"}, Client-Secret: Zq8vT3kW9pL, x-client-secret: Zq8vT3kW9pL, ' +
      'private_key=Zq8vT3kW9pL, id_token=Zq8vT3kW9pL, token=Zq8vT3kW9pL, x-api-key: Zq8vT3kW9pL, ' +
      `eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl, {"client_secret":"ab\\"Zq8vT3kW9pL"}`;
    const out = redactText(message);
    expect(showsCard(out, '4111111111111111')).toBe(false);
    expect(out).not.toMatch(/947|canary-Zq8vT3|Zq8vT3kW9pL|eyJzdWIi/);
    expect(out).toContain('411111••••••1111');
  });
});

describe('the redaction marker', () => {
  it('is the one the page finds and says in the person’s language', () => {
    expect(redactValue({ card: { cvv: '123' }, note: 'client_secret=s3cr3t-value' })).toEqual({
      card: { cvv: PAGE_MARKER },
      note: `client_secret=${PAGE_MARKER}`,
    });
  });
});

describe('what must stay readable', () => {
  it('ids keep their digits, even a Luhn-valid run, in text and in values', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('pay-5bfe', 'trx-', 'ins_', 'op-', 'usr-', 'mer-', 'cli-d4', 'org-'),
        digits(11, 11),
        fc.constantFrom('', 'ba69e7aa', 'x', '-2'),
        (prefix, body, tail) => {
          const id = `${prefix}${withCheckDigit(body)}${tail}`;
          expect(redactText(id)).toBe(id);
          expect(redactText(`payment ${id} not found`)).toBe(`payment ${id} not found`);
          expect(redactValue({ payment_id: id, note: `see ${id}` })).toEqual({
            payment_id: id,
            note: `see ${id}`,
          });
        },
      ),
    );
  });

  it('a 12-digit retrieval reference number under its own name, even Luhn-valid; elsewhere masked', () => {
    const rrn = withCheckDigit('53071500042');
    expect(
      redactValue({ retrieval_reference_number: rrn, rrn, retrievalReferenceNumber: Number(rrn) }),
    ).toEqual({
      retrieval_reference_number: rrn,
      rrn,
      retrievalReferenceNumber: Number(rrn),
    });
    expect(redactValue({ reference: rrn })).toEqual({ reference: maskPan(rrn) });
    // Only the RRN's own shape is spared: a longer card under the same name is still masked.
    expect(redactValue({ rrn: '4111111111111111' })).toEqual({ rrn: maskPan('4111111111111111') });
  });

  it('epoch timestamps under time-named fields; the same numbers elsewhere are masked', () => {
    const ms = Number(withCheckDigit('173393281111'));
    const us = Number(withCheckDigit('173393281111111'));
    expect(redactValue({ created_at: ms, at: us, timestamp: String(ms) })).toEqual({
      created_at: ms,
      at: us,
      timestamp: String(ms),
    });
    expect(redactValue({ amount: ms })).toEqual({ amount: maskPan(String(ms)) });
    const compact = '20251103150400'; // yyyyMMddHHmmss, and it passes Luhn
    expect(redactValue({ transmission_date_time: compact })).toEqual({
      transmission_date_time: compact,
    });
    expect(redactValue({ reference: compact })).toEqual({ reference: maskPan(compact) });
    // Only epoch-like values: a card number under a time key is still a card number.
    expect(redactValue({ created_at: 4111111111111111 })).toEqual({
      created_at: '411111••••••1111',
    });
  });

  it('ordinary text, short numbers, state objects and booleans', () => {
    const text = 'payment pay-123 for 99.99 USD, order 20251211, "client_id":"console"';
    expect(redactText(text)).toBe(text);
    const profile = {
      secret: { state: 'set', reason: 'kept' },
      has_secret: true,
      token_type: 'Bearer',
    };
    expect(redactValue(profile)).toEqual(profile);
  });

  it('is idempotent: redacting twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.string(), writtenCard, secretName, secretValue, (noise, card, name, value) => {
        const doc = {
          note: `${noise} ${card.text}`,
          [name]: value,
          raw: JSON.stringify({ [name]: value }),
        };
        const once = redactValue(doc);
        expect(redactValue(once)).toEqual(once);
        const text = redactText(JSON.stringify(doc));
        expect(redactText(text)).toBe(text);
      }),
    );
  });
});

describe('answers and errors', () => {
  it('redacts an error’s message, API code and field messages, but keeps field paths', () => {
    expect(
      redactError({
        code: 'validation',
        message: 'card 4111111111111111 refused',
        apiCode: 'bad_4111111111111111',
        fields: { 'card.cvv': 'cvv 947 is wrong' },
      }),
    ).toEqual({
      code: 'validation',
      message: 'card 411111••••••1111 refused',
      apiCode: 'bad_411111••••••1111',
      fields: { 'card.cvv': 'cvv [REDACTED] is wrong' },
    });
  });

  it('redacts a Result on either side', () => {
    expect(redactResult({ ok: true, value: { echo: { cvv: '947' } } })).toEqual({
      ok: true,
      value: { echo: { cvv: '[REDACTED]' } },
    });
    expect(
      redactResult({ ok: false, error: { code: 'server', message: 'client_secret=abc123' } }),
    ).toEqual({ ok: false, error: { code: 'server', message: 'client_secret=[REDACTED]' } });
  });
});

/** `levels` objects inside one another, `leaf` in the innermost. */
function nested(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
}

describe('a walk that cannot run out of stack', () => {
  it('cuts what is nested past 128 levels, hiding it rather than throwing', () => {
    const deep = nested(5000, '4111111111111111');
    expect(() => JSON.stringify(deep)).toThrow(RangeError);
    const redacted = redactValue({ card: { number: '4111111111111111' }, deep });
    const text = JSON.stringify(redacted);
    expect(text).toContain('"[TOO DEEP]"');
    expect(text).not.toContain('4111111111111111');
    expect(text).toContain(maskPan('4111111111111111'));
  });

  it('keeps 128 levels whole and judges their leaf; one level more is cut', () => {
    expect(redactValue(nested(128, '4111111111111111'))).toEqual(
      nested(128, maskPan('4111111111111111')),
    );
    expect(redactValue(nested(129, 'kept?'))).toEqual(nested(128, '[TOO DEEP]'));
  });

  it('counts arrays as levels too', () => {
    let value: unknown = 'x';
    for (let i = 0; i < 3000; i++) value = [value];
    expect(() => JSON.stringify(redactValue(value))).not.toThrow();
  });

  it('hides an error’s words that are not text instead of throwing on them', () => {
    const error = {
      code: 'validation',
      message: 'Invalid input',
      fields: { 'extra.constructor': Object as unknown as string },
    } as const;
    expect(redactError(error)).toEqual({ ...error, fields: { 'extra.constructor': '[REDACTED]' } });
  });
});
