import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { luhnValid } from '../../shared/card/luhn';
import { redactText, redactValue } from './redact';

/** Turns any digit string into a Luhn-valid one by fixing its last digit. */
function withCheckDigit(body: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(body + d)) return body + d;
  throw new Error('unreachable');
}

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const secret = fc.string({
  unit: fc.constantFrom(...'abcdefXYZ0123456789-_.'),
  minLength: 8,
  maxLength: 40,
});

describe('redactText', () => {
  it('never lets a Luhn-valid card number through, whatever surrounds it', () => {
    fc.assert(
      fc.property(digits(11, 18), fc.string(), fc.string(), (body, before, after) => {
        const pan = withCheckDigit(body);
        const out = redactText(`${before} ${pan} ${after}`);
        expect(out).not.toContain(pan);
        expect(out).toContain(pan.slice(-4));
      }),
      { numRuns: 1000 },
    );
  });

  it('removes bearer tokens and secret values in JSON, form and header shapes', () => {
    fc.assert(
      fc.property(secret, (value) => {
        const texts = [
          `Authorization: Bearer ${value}`,
          `{"client_secret":"${value}","client_id":"abc"}`,
          `client_secret=${value}&grant_type=client_credentials`,
          `{"access_token": "${value}"}`,
          `{"card":{"cvv":"${value}"}}`,
        ];
        for (const text of texts) expect(redactText(text)).not.toContain(value);
      }),
    );
  });

  it('keeps ordinary text and short numbers readable', () => {
    expect(redactText('payment pay-123 for 99.99 USD, order 20251211')).toBe(
      'payment pay-123 for 99.99 USD, order 20251211',
    );
    expect(redactText('{"client_id":"console"}')).toBe('{"client_id":"console"}');
  });
});

it('masks card numbers written in groups', () => {
  expect(redactText('card 4111 1111 1111 1111 declined')).toBe('card 411111••••••1111 declined');
  expect(redactText('card 5555-4444-3333-1111.')).toBe('card 555544••••••1111.');
});

it('leaves ids alone even when they hold a Luhn-valid run of digits', () => {
  // The run below passes the Luhn check; inside an id it is not a card number.
  const run = withCheckDigit('12345678901');
  for (const id of [`pay-5bfe${run}ba69e7aa`, `trx-${run}ab`, `ins_${run}`, `op-${run}x`]) {
    expect(redactText(id)).toBe(id);
    expect(redactValue({ payment_id: id })).toEqual({ payment_id: id });
  }
  expect(redactText(`card ${run} declined`)).not.toContain(run);
  expect(redactText(`{"number":"${run}"}`)).not.toContain(run);
});
