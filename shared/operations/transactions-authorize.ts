import { TransactionAuthorizationInput } from '../schemas/payment';
import {
  AUTHORIZATION_FIELDS,
  authorizationCall,
  authorizedAmount,
  authorizationStep,
  readAuthorization,
} from './authorization';
import { defineMoney } from './descriptor';
import { judgeTransaction } from './judge';
import { QA_MONEY } from './roles';

/** Without a `payment_id` it opens a payment; with one it is an incremental authorization. */
export const transactionsAuthorize = defineMoney({
  money: true,
  label: 'Transaction authorization',
  roles: QA_MONEY,
  input: TransactionAuthorizationInput,
  doing: 'Authorizing a transaction',
  request: (input) => authorizationCall('/v1/transactions/authorizations', input),
  read: readAuthorization,
  judge: judgeTransaction,
  fields: AUTHORIZATION_FIELDS,
  scenarioStep: authorizationStep(true),
  scenarioAmount: authorizedAmount,
  present: {
    csvType: 'AUTHORIZATION',
    targets: 'merchant',
    success: 'approved',
    words: {
      en: {
        name: 'Transaction authorization',
        label: 'Transaction authorization',
        doing: 'Authorizing a transaction',
        twice: 'charge the card twice',
      },
      es: {
        name: 'Autorización de transacción',
        label: 'Autorización de transacción',
        doing: 'Autorización de una transacción',
        twice: 'cobrar dos veces a la tarjeta',
      },
    },
  },
});
