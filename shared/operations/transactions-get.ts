import { ok } from '../result';
import { Transaction, TransactionGetInput } from '../schemas/payment';
import { defineRead } from './descriptor';
import { bodyRead } from './paged';
import { READERS } from './roles';

export const transactionsGet = defineRead({
  money: false,
  label: 'Read a transaction',
  present: { words: { en: { name: 'Read a transaction' }, es: { name: 'Leer una transacción' } } },
  roles: READERS,
  input: TransactionGetInput,
  output: Transaction,
  doing: (input) => `Reading transaction ${input.id}`,
  request: (input) =>
    ok({ method: 'GET', path: `/v1/transactions/${encodeURIComponent(input.id)}` }),
  read: bodyRead<Transaction>,
});
