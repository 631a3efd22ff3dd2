import { expect, it } from 'vitest';
import { ProductionGuard } from './production-guard';

const input = { payment_id: 'pay-1' };

it('redeems a token once, for the exact operation it was issued for', () => {
  const guard = new ProductionGuard();
  const { token } = guard.issue('pos:cancelOrRefund', input);
  expect(guard.redeem('pos:cancelOrRefund', { payment_id: 'pay-2' }, token)).toBe(false);
  expect(guard.redeem('transactions:reverse', input, token)).toBe(false);
  expect(guard.redeem('pos:cancelOrRefund', { ...input, confirmation: token }, token)).toBe(true);
  expect(guard.redeem('pos:cancelOrRefund', input, token)).toBe(false);
});

it('refuses a missing, forged or expired token', () => {
  let now = 1_000_000;
  const guard = new ProductionGuard(() => now);
  const { token } = guard.issue('pos:cancelOrRefund', input);
  expect(guard.redeem('pos:cancelOrRefund', input, undefined)).toBe(false);
  expect(guard.redeem('pos:cancelOrRefund', input, token.replace(/.$/, 'x'))).toBe(false);
  expect(
    guard.redeem(
      'pos:cancelOrRefund',
      input,
      `${now + 999_999}.${token.split('.').slice(1).join('.')}`,
    ),
  ).toBe(false);
  now += 2 * 60_000 + 1;
  expect(guard.redeem('pos:cancelOrRefund', input, token)).toBe(false);
});

it('does not care about key order in the input', () => {
  const guard = new ProductionGuard();
  const { token } = guard.issue('transactions:reverse', {
    transaction_id: 't',
    type: 'REFUND',
    amount: '5',
  });
  expect(
    guard.redeem(
      'transactions:reverse',
      { amount: '5', type: 'REFUND', transaction_id: 't' },
      token,
    ),
  ).toBe(true);
});
