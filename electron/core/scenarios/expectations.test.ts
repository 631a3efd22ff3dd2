import { describe, expect, it } from 'vitest';
import { fail, ok } from '../../../shared/result';
import { factsOf, mismatches, mismatchText } from './expectations';
import { scenarioWords } from './scenario-words';

const en = scenarioWords('en');
const capture = ok({
  operation_id: 'op-12345678',
  outcome: 'succeeded',
  status: 'APPROVED',
  response_code: '00',
  reversal_type: 'CAPTURE',
  moved: { value: 12, currency: 'EUR' },
  ids: { payment_id: 'pay-1', transaction_id: 'trx-2' },
});

const judge = (
  expect: Parameters<typeof mismatches>[0],
  facts = factsOf('transactions:reverse', capture),
  words = en,
  language: 'en' | 'es' = 'en',
) => mismatches(expect, facts, language, words).map((m) => mismatchText('capture', m, words));

describe('a step’s expectations', () => {
  it('name the step and both values when the amount moved is another', () => {
    expect(judge({ amount: '10.00 EUR' })).toEqual([
      'step capture: amount captured expected 10.00 EUR, got 12.00 EUR',
    ]);
  });

  it('call a capture the API settles later the amount asked to capture: nothing is captured yet', () => {
    const pending = factsOf(
      'transactions:reverse',
      ok({
        outcome: 'pending',
        status: 'PENDING',
        reversal_type: 'CAPTURE',
        moved: { value: 20, currency: 'USD' },
      }),
    );
    expect(pending.amount_meaning).toBe('captureAsked');
    expect(judge({ outcome: 'pending', amount: '15.00 USD' }, pending)).toEqual([
      'step capture: amount asked to capture expected 15.00 USD, got 20.00 USD',
    ]);
    expect(
      judge({ outcome: 'pending', amount: '15.00 USD' }, pending, scenarioWords('es'), 'es'),
    ).toEqual(['paso capture: monto pedido a cobrar esperado 15,00 USD, recibido 20,00 USD']);
    expect(judge({ outcome: 'pending', status: 'PENDING', amount: '20.00 USD' }, pending)).toEqual(
      [],
    );
  });

  it('say it in Spanish where the console speaks it', () => {
    expect(judge({ amount: '10.00 EUR' }, undefined, scenarioWords('es'), 'es')).toEqual([
      'paso capture: monto cobrado esperado 10,00 EUR, recibido 12,00 EUR',
    ]);
  });

  it('hold for the same amount however it is written, and not for another currency', () => {
    expect(judge({ amount: '12 EUR', status: 'APPROVED', response_code: '00' })).toEqual([]);
    expect(judge({ amount: '12.00 USD' })).toEqual([
      'step capture: amount captured expected 12.00 USD, got 12.00 EUR',
    ]);
  });

  it('want success when they say nothing of the outcome, and give a refusal’s code and words', () => {
    const refused = factsOf(
      'transactions:reverse',
      fail('conflict', 'Payment pay-1 is CANCELLED', { apiCode: 'payment_not_capturable' }),
    );
    expect(judge(undefined, refused)).toEqual([
      'step capture: outcome expected succeeded, got failed (payment_not_capturable: Payment pay-1 is CANCELLED)',
    ]);
    expect(judge({ outcome: 'failed', error_code: 'payment_not_capturable' }, refused)).toEqual([]);
    expect(judge({ error_code: 'conflict' }, refused)).toEqual([]);
  });

  it('keeps a payment read’s charged and refunded amounts, which its current amount nets', () => {
    const read = factsOf(
      'payments:get',
      ok({
        id: 'pay-1',
        status: 'CAPTURED',
        current_amount: 35,
        captured_amount: 60,
        refunded_amount: 25,
        currency: 'USD',
      }),
    );
    expect(read.amount).toEqual({ value: 35, currency: 'USD' });
    expect(read.figures).toEqual({
      captured: { value: 60, currency: 'USD' },
      refunded: { value: 25, currency: 'USD' },
    });
    // A transaction has no such pair.
    expect(factsOf('transactions:get', ok({ id: 'trx-1', amount: 5 })).figures).toBeUndefined();
  });

  it('read a payment’s status and current amount, and any field by its path', () => {
    const payment = factsOf(
      'payments:get',
      ok({
        id: 'pay-1',
        status: 'CAPTURED',
        current_amount: 350000,
        currency: 'COP',
        transactions: [{ type: 'AUTHORIZATION' }],
      }),
    );
    expect(
      judge(
        {
          status: 'CAPTURED',
          amount: '350000 COP',
          fields: { 'transactions.0.type': 'AUTHORIZATION' },
        },
        payment,
      ),
    ).toEqual([]);
    expect(
      judge(
        { status: 'REFUNDED', fields: { 'transactions.0.type': 'CAPTURE', refunded_amount: 0 } },
        payment,
      ),
    ).toEqual([
      'step capture: status expected REFUNDED, got CAPTURED',
      'step capture: field transactions.0.type expected "CAPTURE", got "AUTHORIZATION"',
      'step capture: field refunded_amount expected 0, got nothing',
    ]);
  });

  it('say "nothing" when the answer does not say what moved', () => {
    const silent = factsOf(
      'transactions:reverse',
      ok({ outcome: 'succeeded', reversal_type: 'REFUND', ids: {} }),
    );
    expect(judge({ amount: '10.00 EUR' }, silent)).toEqual([
      'step capture: amount refunded expected 10.00 EUR, got nothing',
    ]);
  });
});

describe('a money step’s amount, in the words of what the step did', () => {
  /** An authorization's report: it moved nothing, whatever it authorized. */
  const authorization = (changes: Record<string, unknown> = {}) =>
    factsOf(
      'payments:authorize',
      ok({
        operation_id: 'op-12345678',
        outcome: 'succeeded',
        status: 'APPROVED',
        response_code: '00',
        amount: { value: 10, currency: 'EUR' },
        authorized: { value: 10, currency: 'EUR' },
        ids: { payment_id: 'pay-1', transaction_id: 'trx-1' },
        ...changes,
      }),
    );
  const judgeAuth = (
    expect: Parameters<typeof mismatches>[0],
    facts: ReturnType<typeof factsOf>,
    language: 'en' | 'es' = 'en',
  ) => {
    const words = scenarioWords(language);
    return mismatches(expect, facts, language, words).map((m) => mismatchText('auth', m, words));
  };

  it('is what it authorized, so the right amount holds though nothing moved', () => {
    expect(judgeAuth({ amount: '10.00 EUR', status: 'APPROVED' }, authorization())).toEqual([]);
  });

  it('fails on another amount naming the step and both values as authorized', () => {
    expect(judgeAuth({ amount: '12.00 EUR' }, authorization())).toEqual([
      'step auth: amount authorized expected 12.00 EUR, got 10.00 EUR',
    ]);
    expect(judgeAuth({ amount: '12.00 EUR' }, authorization(), 'es')).toEqual([
      'paso auth: monto autorizado esperado 12,00 EUR, recibido 10,00 EUR',
    ]);
  });

  it('is the answer’s when it differs from what was asked, else what the body asked', () => {
    const partly = authorization({ authorized: { value: 8, currency: 'EUR' } });
    expect(judgeAuth({ amount: '10.00 EUR' }, partly)).toEqual([
      'step auth: amount authorized expected 10.00 EUR, got 8.00 EUR',
    ]);
    const silent = authorization({ authorized: undefined });
    expect(judgeAuth({ amount: '10.00 EUR' }, silent)).toEqual([]);
  });

  it('is nothing when declined: a declined authorization authorized nothing', () => {
    const declined = authorization({ outcome: 'declined', status: 'DECLINED' });
    expect(judgeAuth({ outcome: 'declined', amount: '10.00 EUR' }, declined)).toEqual([
      'step auth: amount authorized expected 10.00 EUR, got nothing',
    ]);
    // Still shown with what it asked for, as Activity shows it.
    expect(declined.asked).toEqual({ value: 10, currency: 'EUR' });
  });

  it('names a read’s amount plainly, and cancel-or-refund’s by what it did', () => {
    const read = factsOf('transactions:get', ok({ id: 'trx-1', amount: 5, currency: 'EUR' }));
    expect(judgeAuth({ amount: '6.00 EUR' }, read)).toEqual([
      'step auth: amount expected 6.00 EUR, got 5.00 EUR',
    ]);
    const cancelled = factsOf(
      'pos:cancelOrRefund',
      ok({ outcome: 'succeeded', status: 'CANCELLED', moved: { value: 5, currency: 'EUR' } }),
    );
    expect(judgeAuth({ amount: '6.00 EUR' }, cancelled)).toEqual([
      'step auth: amount cancelled expected 6.00 EUR, got 5.00 EUR',
    ]);
  });
});
