import { ok } from '../result';
import { Payment, PaymentGetInput } from '../schemas/payment';
import { defineRead } from './descriptor';
import { bodyRead } from './paged';
import { READERS } from './roles';

export const paymentsGet = defineRead({
  money: false,
  label: 'Read a payment',
  present: { words: { en: { name: 'Read a payment' }, es: { name: 'Leer un pago' } } },
  roles: READERS,
  input: PaymentGetInput,
  output: Payment,
  doing: (input) => `Reading payment ${input.id}`,
  request: (input) => ok({ method: 'GET', path: `/v1/payments/${encodeURIComponent(input.id)}` }),
  read: bodyRead<Payment>,
});
