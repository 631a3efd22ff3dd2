/* Test support (not imported by the app): users as the API shows them. */
import type { UserView, UserWriteAnswer } from '../../../../shared/schemas/user';
import { instrument } from '../../testing/fake-api';

export function linked(
  id: string,
  last4: string,
  status: 'ACTIVE' | 'INACTIVE' = 'ACTIVE',
  cardholder: string | null = null,
) {
  return {
    ...instrument(id, { last4, bin: '520000', brand: 'Mastercard' }),
    user_instrument: {
      status,
      cardholder_name: cardholder,
      added_at: '2025-01-02T12:00:00.000Z',
      removed_at: status === 'INACTIVE' ? '2025-01-02T13:00:00.000Z' : null,
    },
  };
}

export function userView(id: string, data: UserView['data']): UserView {
  return {
    user: {
      id,
      name: 'María Fernández',
      email: 'maria@example.com',
      document_type: 'CC',
      document_number: '52345678',
      phone: '+57 300 555 0101',
      created_at: '2025-01-02T12:00:00.000Z',
    },
    data,
  };
}

/** What a write on a user answers: the reference's `201 {}` unless told otherwise. */
export function written(userId: string, answer: unknown = {}, status = 201): UserWriteAnswer {
  return { user_id: userId, http_status: status, answer };
}
