import { TransactionAuthorizationInput } from '../schemas/payment';
import { AUTHORIZATION_FIELDS, authorizationCall, readAuthorization } from './authorization';
import { defineMoney } from './descriptor';
import { judgeTransaction } from './judge';

/** Without a `payment_id` it opens a payment; with one it is an incremental authorization. */
export const transactionsAuthorize = defineMoney({
  money: true,
  label: 'Transaction authorization',
  input: TransactionAuthorizationInput,
  doing: 'Authorizing a transaction',
  request: (input) => authorizationCall('/v1/transactions/authorizations', input),
  read: readAuthorization,
  judge: judgeTransaction,
  fields: AUTHORIZATION_FIELDS,
});
