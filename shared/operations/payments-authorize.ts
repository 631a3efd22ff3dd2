import { PaymentAuthorizationInput } from '../schemas/payment';
import { AUTHORIZATION_FIELDS, authorizationCall, readAuthorization } from './authorization';
import { defineMoney } from './descriptor';
import { judgeTransaction } from './judge';

export const paymentsAuthorize = defineMoney({
  money: true,
  label: 'Payment authorization',
  input: PaymentAuthorizationInput,
  doing: 'Authorizing a payment',
  request: (input) => authorizationCall('/v1/payments/authorizations', input),
  read: readAuthorization,
  judge: judgeTransaction,
  fields: AUTHORIZATION_FIELDS,
});
