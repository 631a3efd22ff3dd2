import { describe, expect, it } from 'vitest';
import { CANCEL_OR_REFUND_ACTIONS } from '../payment-states';
import { posCancelOrRefund } from './pos-cancel-or-refund';

const judged = (status: string | undefined) =>
  posCancelOrRefund.judge(status === undefined ? { ids: {} } : { status, ids: {} });
const JUDGED = { refused: 'declined', succeeded: 'succeeded', pending: 'pending' } as const;

describe('POS cancel-or-refund judge', () => {
  it.each(Object.entries(CANCEL_OR_REFUND_ACTIONS))(
    'judges %s by the shared vocabulary',
    (action, word) => {
      expect(judged(action)).toBe(JUDGED[word.meaning]);
      expect(judged(action.toLowerCase())).toBe(JUDGED[word.meaning]);
    },
  );

  it('calls an unlisted action naming a refusal declined, and reads plain statuses as statuses', () => {
    expect(judged('REFUND_FAILED')).toBe('declined');
    expect(judged('CANCEL_REJECTED')).toBe('declined');
    expect(judged('PENDING')).toBe('pending');
    expect(judged('UNDER_REVIEW')).toBe('pending');
    expect(judged(undefined)).toBe('succeeded');
  });
});

describe('POS cancel-or-refund request', () => {
  it('keeps the unknown outcome it settles out of what is sent to the API', () => {
    const call = posCancelOrRefund.request({
      payment_id: 'pay-1',
      resolves: 'op-unknown0001',
    });
    expect(call).toMatchObject({ ok: true, value: { body: {}, resolves: 'op-unknown0001' } });
    expect(JSON.stringify(call.ok && call.value.body)).not.toContain('op-unknown0001');
  });
});
