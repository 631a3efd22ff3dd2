import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../errors';
import { CardNumber } from './instrument';
import { RawCard, TIP_ABOVE_AMOUNT, TransactionAuthorizationInput } from './payment';
import { fieldText, fieldsText } from '../validation-words';

const valid = {
  merchant_id: 'mer-1',
  instrument: { kind: 'stored', id: 'ins-1' },
  amount: '25',
  currency: 'USD',
  type: 'SALE',
};

function errorsOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldsText(fieldErrors(result.error as never));
}

describe('TransactionAuthorizationInput', () => {
  it('accepts a well-formed authorization', () => {
    expect(TransactionAuthorizationInput.safeParse(valid).success).toBe(true);
  });

  it('names the length, not the letter case, for 5 KB typed in a code field', () => {
    const long = 'X'.repeat(5000);
    const errors = errorsOf(
      TransactionAuthorizationInput.safeParse({ ...valid, type: long, entry_mode: long }),
    );
    expect(errors.type).toBe('The type is at most 40 characters');
    expect(errors.entry_mode).toBe('The entry mode is at most 40 characters');
  });

  it('gives a negative amount and tip their own reason, not the generic format message', () => {
    const errors = errorsOf(
      TransactionAuthorizationInput.safeParse({ ...valid, amount: '-5', tip: '-1' }),
    );
    expect(errors.amount).toMatch(/more than zero/);
    expect(errors.tip).toMatch(/more than zero/);
  });

  it('refuses a tip above the amount at the Tip field, and takes one equal to it', () => {
    expect(
      errorsOf(TransactionAuthorizationInput.safeParse({ ...valid, amount: '10', tip: '15' })),
    ).toEqual({ tip: fieldText(TIP_ABOVE_AMOUNT) });
    // Compared in minor units, not as text: "9.5" is less than "10".
    expect(
      TransactionAuthorizationInput.safeParse({ ...valid, amount: '10', tip: '9.5' }).success,
    ).toBe(true);
    expect(
      TransactionAuthorizationInput.safeParse({ ...valid, amount: '10.00', tip: '10' }).success,
    ).toBe(true);
  });

  it.each(['9999999999999', '9999999999999.50', '1'.repeat(5000)])(
    'says an amount of %s is too long, naming the limit, not that it is not a number',
    (amount) => {
      expect(errorsOf(TransactionAuthorizationInput.safeParse({ ...valid, amount }))).toEqual({
        amount: 'An amount has at most 12 digits before the decimal point',
      });
    },
  );

  it('flags every invalid field at once, even when one has a type error', () => {
    // An untouched raw card arrives without values: a type error that used to stop the
    // amount's check, so a zero amount and too many decimals showed only on a second submit.
    const errors = errorsOf(
      TransactionAuthorizationInput.safeParse({
        ...valid,
        instrument: { kind: 'card', card: {} },
        amount: '0',
        tip: '1.234',
      }),
    );
    expect(errors).toMatchObject({
      amount: 'The amount must be more than zero',
      tip: 'USD amounts have at most 2 decimals',
      'instrument.card.number': expect.any(String),
      'instrument.card.holder_name': expect.any(String),
    });
  });

  it('refuses a form field typed at the top of the additional fields', () => {
    const errors = errorsOf(
      TransactionAuthorizationInput.safeParse({ ...valid, extra: { use_case: 'sometimes' } }),
    );
    expect(errors['extra.use_case']).toMatch(/belongs to the terminal/);
    expect(
      TransactionAuthorizationInput.safeParse({
        ...valid,
        extra: { terminal: { id: 'pos-1' }, order_id: 'A-1' },
      }).success,
    ).toBe(true);
  });
});

describe('a payment’s raw card', () => {
  const card = {
    holder_name: 'QA Drill',
    number: '5100 0000 0000 0018',
    cvv: '123',
    expiration_month: '12',
    expiration_year: '30',
  };

  // The sandbox publishes its reversal drill cards with a failing check digit: QA types them.
  it.each(['5100 0000 0000 0018', '5100000000000019'])(
    'takes the sandbox’s reversal drill card %s as typed',
    (number) => {
      expect(RawCard.safeParse({ ...card, number }).success).toBe(true);
    },
  );

  it('still refuses any other number whose check digit fails, and never stores a drill card', () => {
    const typo = RawCard.safeParse({ ...card, number: '5100 0000 0000 0028' });
    expect(typo.success ? {} : fieldsText(fieldErrors(typo.error))).toMatchObject({
      number: expect.stringContaining('check digit'),
    });
    expect(CardNumber.safeParse('5100000000000018').success).toBe(false);
  });
});
