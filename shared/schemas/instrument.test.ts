import { describe, expect, it } from 'vitest';
import { fieldErrors } from '../errors';
import { Instrument, InstrumentChanges, InstrumentCreateInput, isExpired } from './instrument';
import { fieldsText } from '../validation-words';

const valid = {
  holder_name: 'Ada Lovelace',
  number: '4111 1111 1111 1111',
  cvv: '123',
  expiration_month: '12',
  expiration_year: '30',
};

function errorsOf(result: { success: boolean; error?: unknown }) {
  return result.success ? {} : fieldsText(fieldErrors(result.error as never));
}

describe('InstrumentCreateInput', () => {
  it('normalizes a well-formed card: separators stripped, month padded, year in four digits', () => {
    const parsed = InstrumentCreateInput.parse({ ...valid, expiration_month: '3' });
    expect(parsed).toMatchObject({
      number: '4111111111111111',
      expiration_month: '03',
      expiration_year: '2030',
    });
    expect(parsed.service_code).toBeUndefined();
  });

  it.each([
    ['4111 1111 1111 1112', 'check digit'],
    ['4111-1111-1111', 'Visa card numbers have 13, 16 or 19 digits'],
    ['411111111111116', 'Visa card numbers have 13, 16 or 19 digits'],
    ['41111111', 'Visa card numbers have 13, 16 or 19 digits'],
    ['99999999', '12 to 19 digits'],
    ['4111 abcd 1111 1111', 'only digits'],
    ['', 'Enter the card number'],
  ])('refuses card number %j at the number field (%s)', (number, message) => {
    const errors = errorsOf(InstrumentCreateInput.safeParse({ ...valid, number }));
    expect(errors.number).toContain(message);
  });

  it('refuses an expired card at the year field, and accepts the current month', () => {
    const expired = errorsOf(
      InstrumentCreateInput.safeParse({ ...valid, expiration_month: '1', expiration_year: '2020' }),
    );
    expect(expired.expiration_year).toMatch(/expired at the end of 01\/2020/);
    const now = new Date();
    const current = InstrumentCreateInput.safeParse({
      ...valid,
      expiration_month: String(now.getMonth() + 1),
      expiration_year: String(now.getFullYear()),
    });
    expect(current.success).toBe(true);
  });

  it('checks month, CVV, service code and sequence number formats at their fields', () => {
    const errors = errorsOf(
      InstrumentCreateInput.safeParse({
        ...valid,
        expiration_month: '13',
        cvv: '12',
        service_code: '12a',
        sequence_number: '1234',
      }),
    );
    expect(Object.keys(errors).sort()).toEqual([
      'cvv',
      'expiration_month',
      'sequence_number',
      'service_code',
    ]);
  });

  it('treats empty optional fields as not given', () => {
    const parsed = InstrumentCreateInput.parse({
      ...valid,
      service_code: '',
      sequence_number: ' ',
    });
    expect(parsed.service_code).toBeUndefined();
    expect(parsed.sequence_number).toBeUndefined();
  });
});

describe('InstrumentChanges', () => {
  it('carries null for a service code or sequence number being cleared, and checks a given one', () => {
    expect(InstrumentChanges.parse({ service_code: null, sequence_number: null })).toMatchObject({
      service_code: null,
      sequence_number: null,
    });
    const errors = errorsOf(InstrumentChanges.safeParse({ service_code: '20a' }));
    expect(errors.service_code).toBe('The service code is 3 digits');
  });

  it('asks for month and year together', () => {
    const errors = errorsOf(InstrumentChanges.safeParse({ expiration_month: '10' }));
    expect(errors.expiration_year).toBe('Change month and year together');
  });

  it('drops empty fields so that only real changes are sent', () => {
    expect(InstrumentChanges.parse({ holder_name: '', service_code: '101' })).toEqual({
      holder_name: undefined,
      expiration_month: undefined,
      expiration_year: undefined,
      service_code: '101',
      sequence_number: undefined,
    });
  });
});

describe('Instrument (API answer)', () => {
  it('keeps fields the console does not know, at every level', () => {
    const parsed = Instrument.parse({
      id: 'ins-1',
      type: 'CARD',
      risk_score: 7,
      card: { last_four_digits: '1111', network_token: { status: 'ACTIVE' } },
    });
    expect(parsed).toMatchObject({ risk_score: 7, card: { network_token: { status: 'ACTIVE' } } });
  });

  it('accepts null for known fields and numbers for expiry parts', () => {
    expect(
      Instrument.safeParse({
        id: 'ins-1',
        type: 'CARD',
        status: null,
        card: { expiration_month: 12, expiration_year: 2030, bin_data: null },
      }).success,
    ).toBe(true);
  });

  it('reads an answer without an id or with misfit fields instead of refusing it', () => {
    const parsed = Instrument.parse({
      type: 'CARD',
      user_data: { billing_address: { number: 742, city: 'Bogotá' } },
    });
    expect(parsed.id).toBe('');
    expect(parsed.user_data?.billing_address).toMatchObject({
      city: 'Bogotá',
      $unexpected: { number: 742 },
    });
  });
});

it('isExpired compares against the end of the expiry month', () => {
  const now = new Date(2026, 10, 21);
  expect(isExpired('11', '2026', now)).toBe(false);
  expect(isExpired('10', '2026', now)).toBe(true);
  expect(isExpired('01', '2027', now)).toBe(false);
});

describe('the expiry check reads only a valid month and year', () => {
  it('says month 13 is not a month, not that the card "expired at the end of 13/2020"', () => {
    const errors = errorsOf(
      InstrumentCreateInput.safeParse({
        ...valid,
        expiration_month: '13',
        expiration_year: '2020',
      }),
    );
    expect(errors).toEqual({ expiration_month: 'Month is 1 to 12' });
    const changes = errorsOf(
      InstrumentChanges.safeParse({ expiration_month: '13', expiration_year: '2020' }),
    );
    expect(changes).toEqual({ expiration_month: 'Month is 1 to 12' });
  });

  it('still flags an expired card when another field has a type error', () => {
    const { number: _number, ...withoutNumber } = valid;
    const errors = errorsOf(
      InstrumentCreateInput.safeParse({ ...withoutNumber, expiration_year: '2020' }),
    );
    expect(Object.keys(errors).sort()).toEqual(['expiration_year', 'number']);
  });
});
