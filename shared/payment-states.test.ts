import { describe, expect, it } from 'vitest';
import { judgeStatus } from './operations/judge';
import { API_STATUSES, isFinal, statusMeaning, type ApiStatus } from './payment-states';
import { reversalRoom } from './reversal-room';
import { PAYMENT_STATE_NAMES, TRANSACTION_STATE_NAMES, transactionOutcome } from './schemas/states';

/*
 * Every status, and what each reader makes of it. One row per status: a reader that drifts
 * from the vocabulary (a fourth copy of "refused", a timeline that calls PRESENTED pending
 * while the payment counts it charged) fails here.
 */
const EVERY_STATUS: Array<[ApiStatus, 'refused' | 'succeeded' | 'pending', boolean]> = [
  ['APPROVED', 'succeeded', true],
  ['PRESENTED', 'succeeded', false],
  ['DECLINED', 'refused', true],
  ['PENDING', 'pending', false],
  ['REJECTED', 'refused', true],
  ['FAILED', 'refused', true],
  ['PROCESSING', 'pending', false],
  ['AUTHORIZED', 'succeeded', false],
  ['CAPTURE_IN_PROCESS', 'succeeded', false],
  ['CAPTURE_PRESENTED', 'succeeded', false],
  ['CAPTURED', 'succeeded', false],
  ['CANCELLED', 'succeeded', true],
  ['REFUNDED', 'succeeded', true],
];

const JUDGED = { refused: 'declined', succeeded: 'succeeded', pending: 'pending' } as const;
const ON_TIMELINE = { refused: 'declined', succeeded: 'approved', pending: 'pending' } as const;

describe('the one status vocabulary', () => {
  it('names every status the API documents, payments’ and transactions’, and no other', () => {
    const documented = new Set<string>([...PAYMENT_STATE_NAMES, ...TRANSACTION_STATE_NAMES]);
    expect(new Set(Object.keys(API_STATUSES))).toEqual(documented);
    expect(new Set(EVERY_STATUS.map(([status]) => status))).toEqual(documented);
  });

  it.each(EVERY_STATUS)('%s is %s (final: %s) for every reader', (status, meaning, final) => {
    expect(statusMeaning(status)).toBe(meaning);
    expect(statusMeaning(status.toLowerCase())).toBe(meaning);
    expect(isFinal(status)).toBe(final);
    expect(judgeStatus(status)).toBe(JUDGED[meaning]);
    if ((TRANSACTION_STATE_NAMES as readonly string[]).includes(status))
      expect(transactionOutcome(status)).toBe(ON_TIMELINE[meaning]);
    // A final payment leaves nothing to capture or refund, whatever its amounts say.
    const room = reversalRoom({
      id: 'pay-1',
      status,
      currency: 'USD',
      authorized_amount: 100,
      captured_amount: 0,
    } as Parameters<typeof reversalRoom>[0]);
    if (final) expect(room).toMatchObject({ capture: 0, refund: 0 });
    else expect([room.capture, room.refund]).not.toEqual([0, 0]);
  });

  it('reads a status it does not know as pending and never final', () => {
    for (const status of ['UNDER_REVIEW', '', undefined, null]) {
      expect(statusMeaning(status)).toBe('pending');
      expect(isFinal(status)).toBe(false);
    }
    expect(judgeStatus('UNDER_REVIEW')).toBe('pending');
    expect(transactionOutcome('SUCCEEDED')).toBe('pending');
  });
});
