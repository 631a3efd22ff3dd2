import { MONEY_OPERATION_NAMES } from '../../../shared/operations/catalog';
import type { OperationReport } from '../../../shared/schemas/operation';
import type { HandlerRegistry } from '../ipc';
import type { PaymentsSync } from './payments-sync';

/**
 * The one place that sees every payment the console reads (payments:get) and every answer of
 * a money operation: each handler is wrapped, its answer handed on unchanged and at once. A
 * read payment is upserted as read; a moved one is read again by the sync, off the money path
 * (an operation's answer is a transaction or an outcome, not the payment's new state). Nothing
 * here can fail or slow the call: the mirror's work starts after the answer is on its way,
 * and the sync holds its next page while a money operation runs.
 */
export function withWriteThrough(
  handlers: HandlerRegistry,
  sync: Pick<
    PaymentsSync,
    'remember' | 'rememberAll' | 'learnUser' | 'touch' | 'refreshSoon' | 'moneyStarted'
  >,
  activeProfileId: () => string,
): HandlerRegistry {
  const wrapped: Record<string, unknown> = { ...handlers };
  const read = handlers['payments:get'];
  wrapped['payments:get'] = async (...args: Parameters<typeof read>) => {
    const profileId = activeProfileId();
    const result = await read(...args);
    if (result.ok) sync.remember(profileId, result.value);
    return result;
  };
  // A user read: the payments of the cards they hold are theirs (the API's payments name none).
  const readUser = handlers['users:get'];
  wrapped['users:get'] = async (...args: Parameters<typeof readUser>) => {
    const profileId = activeProfileId();
    const result = await readUser(...args);
    if (result.ok) sync.learnUser(profileId, args[0].user_id, result.value);
    return result;
  };
  // "Check status" reads the unknown operation's payment, or the candidates around it, fresh
  // from the API: the store manager's next search must find the same.
  const check = handlers['outcomes:checkStatus'];
  wrapped['outcomes:checkStatus'] = async (...args: Parameters<typeof check>) => {
    const profileId = activeProfileId();
    const result = await check(...args);
    if (result.ok) {
      const { payment, search } = result.value;
      sync.rememberAll(
        profileId,
        payment ? [payment] : (search?.candidates ?? []).map((c) => c.payment),
      );
    }
    return result;
  };
  // A resolution by hand names the payment that showed the operation went through.
  const resolve = handlers['outcomes:markResolved'];
  wrapped['outcomes:markResolved'] = async (...args: Parameters<typeof resolve>) => {
    const profileId = activeProfileId();
    const result = await resolve(...args);
    const paymentId = result.ok ? result.value.ids.payment_id : undefined;
    if (paymentId) sync.touch(profileId, paymentId);
    return result;
  };
  for (const name of MONEY_OPERATION_NAMES) {
    const send = handlers[name] as (
      ...args: unknown[]
    ) => Promise<{ ok: boolean; value?: unknown }>;
    wrapped[name] = async (...args: unknown[]) => {
      const profileId = activeProfileId();
      // The sync asks for no page while money moves (PaymentsSync.moneyStarted).
      const ended = sync.moneyStarted();
      const result = await send(...args).finally(ended);
      if (!result.ok) return result;
      const report = result.value as OperationReport;
      // An unknown outcome reveals no id: the payment it acted on is the one its request named.
      const named = report.targets.payment_id;
      const paymentId = report.ids.payment_id ?? (typeof named === 'string' ? named : undefined);
      if (paymentId) sync.touch(profileId, paymentId);
      else if (report.outcome === 'unknown') sync.refreshSoon(profileId);
      return result;
    };
  }
  return wrapped as HandlerRegistry;
}
