import { PaymentAuthorizationInput } from '../schemas/payment';
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

export const paymentsAuthorize = defineMoney({
  money: true,
  label: 'Payment authorization',
  roles: QA_MONEY,
  input: PaymentAuthorizationInput,
  doing: 'Authorizing a payment',
  request: (input) => authorizationCall('/v1/payments/authorizations', input),
  read: readAuthorization,
  judge: judgeTransaction,
  fields: AUTHORIZATION_FIELDS,
  scenarioStep: authorizationStep(false),
  scenarioAmount: authorizedAmount,
  present: {
    csvType: 'AUTHORIZATION',
    targets: 'merchant',
    success: 'approved',
    words: {
      en: {
        name: 'Payment authorization',
        label: 'Payment authorization',
        doing: 'Authorizing a payment',
        twice: 'charge the card twice',
      },
      es: {
        name: 'Autorización de pago',
        label: 'Autorización de pago',
        doing: 'Autorización de un pago',
        twice: 'cobrar dos veces a la tarjeta',
      },
    },
  },
});
