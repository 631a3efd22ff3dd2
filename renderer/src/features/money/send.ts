import type { QueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../../shared/contract';
import type { Result } from '../../../../shared/result';
import type { MoneyOperationKind, OperationReport } from '../../../../shared/schemas/operation';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query';

export type MoneyChannel = MoneyOperationKind;

type Senders = {
  [C in MoneyChannel]: (input: InputOf<C>) => Promise<Result<OperationReport>>;
};

// `window.api` is typed by area and verb; this table is the only place a channel name becomes a call.
const SENDERS: Senders = {
  'payments:authorize': (input) => api().payments.authorize(input),
  'transactions:authorize': (input) => api().transactions.authorize(input),
  'transactions:reverse': (input) => api().transactions.reverse(input),
  'pos:cancelOrRefund': (input) => api().pos.cancelOrRefund(input),
};

export function sendMoney<C extends MoneyChannel>(
  channel: C,
  input: InputOf<C>,
): Promise<Result<OperationReport>> {
  return (SENDERS[channel] as (input: InputOf<C>) => Promise<Result<OperationReport>>)(input);
}

/**
 * Whatever the outcome, a money operation may have changed payments, transactions and the list
 * of unknown outcomes (the header badge): every screen showing them must read them again.
 */
export function invalidateAfterMoney(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.money.payments }),
    client.invalidateQueries({ queryKey: queryKeys.money.transactions }),
    client.invalidateQueries({ queryKey: queryKeys.money.operations }),
  ]).then(() => undefined);
}
