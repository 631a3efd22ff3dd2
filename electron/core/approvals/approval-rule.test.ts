import { describe, expect, it } from 'vitest';
import { ProfileInput } from '../../../shared/schemas/profile';
import type { MoneyRequest } from '../pipeline/money-pipeline';
import { approvalGate, type GatedProfile } from './approval-rule';

const refund = (value?: number): MoneyRequest => ({
  kind: 'transactions:reverse',
  path: '/v1/transactions/trx-1/reversals',
  body: { type: 'REFUND', ...(value === undefined ? {} : { amount: value, currency: 'USD' }) },
  targets: { transaction_id: 'trx-1' },
  ...(value === undefined ? {} : { amount: { value, currency: 'USD' } }),
});
const capture = (value: number): MoneyRequest => ({
  ...refund(value),
  body: { type: 'CAPTURE', amount: value, currency: 'USD' },
});
const live: GatedProfile = {
  name: 'Live',
  production: true,
  approval: { moneyAbove: 10_000, refundAbove: 1_000, expiryMinutes: 30 },
};

describe('which money waits for a second person', () => {
  it('asks for a refund above its own threshold, lower than the money one', () => {
    expect(approvalGate(live, refund(5000), true)).toEqual({ action: 'ask', threshold: 1000 });
    expect(approvalGate(live, refund(1000), true)).toEqual({ action: 'send' });
    expect(approvalGate(live, refund(1000.01), true)).toMatchObject({ action: 'ask' });
    // The same amount captured is under the money threshold.
    expect(approvalGate(live, capture(5000), true)).toEqual({ action: 'send' });
    expect(approvalGate(live, capture(10_000.01), true)).toMatchObject({ action: 'ask' });
  });

  it('asks for a full reversal, whose amount the console does not know', () => {
    expect(approvalGate(live, refund(), true)).toMatchObject({ action: 'ask' });
  });

  it('sends on a non-production profile, or where no threshold is set', () => {
    expect(approvalGate({ ...live, production: false }, refund(5000), true)).toEqual({
      action: 'send',
    });
    expect(approvalGate({ name: 'Live', production: true }, refund(5000), true)).toEqual({
      action: 'send',
    });
  });

  it('refuses, never sends, over-threshold production money without a team store', () => {
    expect(approvalGate(live, refund(5000), false)).toMatchObject({
      action: 'refuse',
      error: {
        code: 'forbidden',
        reason: 'approval_needs_team_store',
        params: { profile: 'Live' },
      },
    });
  });
});

describe('the profile’s approval settings', () => {
  const base = { name: 'Live', baseUrl: 'https://api.example.com', clientId: 'c1' };

  it('are off by default and wait 30 minutes when on', () => {
    expect(ProfileInput.parse(base).approval).toBeUndefined();
    expect(ProfileInput.parse({ ...base, approval: { refundAbove: 1000 } }).approval).toEqual({
      refundAbove: 1000,
      expiryMinutes: 30,
    });
  });

  it('say at the field what is wrong with a threshold or an expiry', () => {
    const bad = ProfileInput.safeParse({
      ...base,
      approval: { moneyAbove: 0, refundAbove: -5, expiryMinutes: 2000 },
    });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => [i.path.join('.'), i.message]);
    expect(paths).toEqual([
      ['approval.moneyAbove', 'validation.approvalThresholdPositive'],
      ['approval.refundAbove', 'validation.approvalThresholdPositive'],
      ['approval.expiryMinutes', 'validation.approvalExpiryRange'],
    ]);
  });
});
