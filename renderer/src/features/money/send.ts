import type { QueryClient } from '@tanstack/react-query';
import type { InputOf } from '../../../../shared/contract';
import type { Result } from '../../../../shared/result';
import type { MoneyOperationKind, OperationReport } from '../../../../shared/schemas/operation';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query';

type Send<C extends MoneyOperationKind> = (input: InputOf<C>) => Promise<Result<OperationReport>>;

/** `window.api` is typed by area and verb: `payments:authorize` is `api().payments.authorize`. */
export function sendMoney<C extends MoneyOperationKind>(
  channel: C,
  input: InputOf<C>,
): Promise<Result<OperationReport>> {
  const [area, verb] = channel.split(':') as [string, string];
  const areas = api() as unknown as Record<string, Record<string, Send<C>>>;
  const send = areas[area]?.[verb];
  if (!send) throw new Error(`No channel ${channel} in window.api`);
  return send(input);
}

/**
 * Whatever the outcome, a money operation may have changed payments, transactions and the list
 * of unknown outcomes (the header badge): every screen showing them must read them again.
 */
export function invalidateAfterMoney(client: QueryClient): Promise<void> {
  return Promise.all([
    client.invalidateQueries({ queryKey: queryKeys.payments.all }),
    client.invalidateQueries({ queryKey: queryKeys.payments.transactions }),
    client.invalidateQueries({ queryKey: queryKeys.outcomes.all }),
  ]).then(() => undefined);
}
