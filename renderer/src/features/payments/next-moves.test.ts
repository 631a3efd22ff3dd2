import { describe, expect, it } from 'vitest';
import { API_STATUSES, isFinal, isRefused } from '../../../../shared/payment-states';
import { nextMoves } from './next-moves';
import { settlementOf } from './settlement';
import { payment } from './test-fixtures';

const moves = (status: string) =>
  nextMoves(payment('pay-1', { status })).moves.map((m) => [m.move, m.href]);

describe('nextMoves', () => {
  it('offers capture and cancel on the authorization of an AUTHORIZED payment', () => {
    expect(moves('AUTHORIZED')).toEqual([
      ['capture', '#/transactions/reverse?transaction=trx-pay-1-auth&type=CAPTURE'],
      ['cancel', '#/transactions/reverse?transaction=trx-pay-1-auth&type=CANCELLATION'],
      ['resolve', '#/pos?payment=pay-1'],
    ]);
  });

  it('offers only a refund on a CAPTURED payment', () => {
    expect(moves('CAPTURED')).toEqual([
      ['refund', '#/transactions/reverse?transaction=trx-pay-1-auth&type=REFUND'],
      ['resolve', '#/pos?payment=pay-1'],
    ]);
  });

  it.each(['REFUNDED', 'CANCELLED', 'FAILED', 'REJECTED'])('offers nothing once %s', (status) => {
    expect(moves(status)).toEqual([]);
  });

  it.each(['PENDING', 'PROCESSING', 'CAPTURE_IN_PROCESS', 'CAPTURE_PRESENTED'])(
    'offers only cancel-or-refund while %s',
    (status) => {
      expect(moves(status)).toEqual([['resolve', '#/pos?payment=pay-1']]);
      expect(nextMoves(payment('pay-1', { status })).unknownState).toBe(false);
    },
  );

  it.each(Object.keys(API_STATUSES))(
    'reads %s as judging does: cancel-or-refund until final, declined only when refused',
    (status) => {
      const p = payment('pay-1', { status });
      expect(nextMoves(p).moves.some((m) => m.move === 'resolve')).toBe(!isFinal(status));
      expect(settlementOf(p).state === 'declined').toBe(isRefused(status));
    },
  );

  it('offers no capture or refund for a state the API does not document, and says so', () => {
    const odd = nextMoves(payment('pay-1', { status: 'ON_HOLD' }));
    expect(odd.unknownState).toBe(true);
    expect(odd.moves.map((m) => m.move)).toEqual(['resolve']);
  });

  it('uses the approved authorization, and says so when there is none', () => {
    const declinedFirst = payment('pay-2', {
      status: 'AUTHORIZED',
      transactions: [
        { id: 'trx-declined', type: 'AUTHORIZATION', status: 'DECLINED', created_at: 1 },
        { id: 'trx-ok', type: 'AUTHORIZATION', status: 'APPROVED', created_at: 2 },
      ],
    });
    expect(nextMoves(declinedFirst).moves[0]?.href).toContain('transaction=trx-ok&');

    const none = nextMoves(payment('pay-3', { status: 'AUTHORIZED', transactions: [] }));
    expect(none.missingAuthorization).toBe(true);
    expect(none.moves.map((m) => m.move)).toEqual(['resolve']);
  });
});
