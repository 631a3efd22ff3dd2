import { describe, expect, it } from 'vitest';
import { Payment } from './schemas/payment';
import { NOTHING_TO_CAPTURE, NOTHING_TO_REFUND, reversalRoom, roomRefusal } from './reversal-room';
import { fieldText } from './validation-words';

const payment = (fields: Record<string, unknown>) =>
  Payment.parse({ id: 'pay-1', currency: 'USD', ...fields });

describe('what a payment still allows a capture or refund to move', () => {
  it.each(['REFUNDED', 'CANCELLED', 'FAILED', 'REJECTED'])('%s: nothing either way', (status) => {
    const room = reversalRoom(
      payment({ status, authorized_amount: 150, captured_amount: 150, refunded_amount: 150 }),
    );
    expect(room).toEqual({ currency: 'USD', capture: 0, refund: 0 });
    expect(roomRefusal('REFUND', 999, room)).toBe(NOTHING_TO_REFUND);
    expect(roomRefusal('REFUND', undefined, room)).toBe(NOTHING_TO_REFUND);
    expect(roomRefusal('CAPTURE', 1, room)).toBe(NOTHING_TO_CAPTURE);
  });

  it('an authorization: its whole amount to capture, nothing yet to refund', () => {
    const room = reversalRoom(payment({ status: 'AUTHORIZED', authorized_amount: 120 }));
    expect(room).toEqual({ currency: 'USD', capture: 120, refund: 0 });
  });

  it('20 of 120 captured: 100 to capture, 20 to refund, in minor units', () => {
    const room = reversalRoom(
      payment({
        status: 'CAPTURED',
        authorized_amount: { value: 120.3, currency: 'USD' },
        captured_amount: 20.1,
        refunded_amount: 0,
      }),
    );
    expect(room).toEqual({ currency: 'USD', capture: 100.2, refund: 20.1 });
    expect(roomRefusal('CAPTURE', 100.2, room)).toBeUndefined();
    expect(fieldText(roomRefusal('CAPTURE', 100.21, room) ?? '')).toBe(
      'At most USD 100.20 is left to capture',
    );
  });

  it('once a refund started, nothing more can be captured', () => {
    const room = reversalRoom(
      payment({
        status: 'CAPTURED',
        authorized_amount: 150,
        captured_amount: 150,
        refunded_amount: 50,
      }),
    );
    expect(room).toEqual({ currency: 'USD', capture: 0, refund: 100 });
    expect(roomRefusal('CAPTURE', 1, room)).toBe(NOTHING_TO_CAPTURE);
  });

  it('60 of 100 captured, then 20 refunded: the 40 left is refused with the reason', () => {
    const room = reversalRoom(
      payment({
        status: 'CAPTURED',
        authorized_amount: 100,
        captured_amount: 60,
        refunded_amount: 20,
      }),
    );
    expect(room).toEqual({ currency: 'USD', capture: 0, refund: 40, captureClosedByRefund: true });
    expect(fieldText(roomRefusal('CAPTURE', 40, room) ?? '')).toBe(
      'A refund has begun on this payment, so the rest of its authorization can no longer be captured',
    );
    expect(fieldText(roomRefusal('CAPTURE', undefined, room) ?? '', 'es')).toBe(
      'Ya empezó una devolución en este pago, así que el resto de su autorización ya no se puede cobrar',
    );
  });

  it('says nothing where the payment does not (the API decides)', () => {
    const room = reversalRoom(payment({ status: 'CAPTURED', currency: undefined }));
    expect(roomRefusal('REFUND', 5, room)).toBeUndefined();
    expect(reversalRoom(payment({ status: 'PENDING' }))).toMatchObject({
      capture: undefined,
      refund: undefined,
    });
  });
});
