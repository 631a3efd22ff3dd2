/* Test support (not imported by the app): payments as the API shows them. */
import { Payment } from '../../../../shared/schemas/payment';

export function payment(id: string, extra: Partial<Payment> = {}): Payment {
  return {
    id,
    status: 'CAPTURED',
    currency: 'USD',
    initial_amount: 150,
    merchant_id: 'mer-1',
    capture: { mode: 'MANUAL' },
    payment_instrument: { type: 'CARD', id: 'ins-1', last_four_digits: '0005', card_brand: 'AMEX' },
    created_at: 1_735_819_200,
    updated_at: 1_735_822_800,
    transactions: [
      {
        id: `trx-${id}-auth`,
        type: 'AUTHORIZATION',
        status: 'APPROVED',
        amount: { value: 150, currency: 'USD' },
        created_at: 1_735_819_200,
      },
    ],
    ...extra,
  };
}

/** A captured sandbox answer, read by the same schema main parses every answer with. */
export const asRead = (raw: unknown): Payment => Payment.parse(raw);
