import type { Payment } from '../schemas/payment';
import { PaymentListInput, PaymentPage } from '../schemas/payment';
import { defineRead } from './descriptor';
import { pageRead, pageRequest } from './paged';
import { READERS } from './roles';

export const paymentsList = defineRead({
  money: false,
  label: 'List payments',
  present: { words: { en: { name: 'List payments' }, es: { name: 'Listar pagos' } } },
  roles: READERS,
  input: PaymentListInput,
  output: PaymentPage,
  doing: () => 'Listing payments',
  request: (input) =>
    pageRequest('/v1/payments', input, { status: input.status, merchant_id: input.merchant_id }),
  read: (answer, input) => pageRead<Payment>(answer, input),
});
