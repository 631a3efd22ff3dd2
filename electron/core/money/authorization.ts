import { maskPan } from '../../../shared/card/mask-pan';
import { fieldErrors } from '../../../shared/errors';
import { fail, ok, type Result } from '../../../shared/result';
import type { ParsedInputOf } from '../../../shared/contract';
import { mergeFields } from '../../../shared/schemas/json-object';
import { AuthorizationBody } from '../../../shared/schemas/payment';
import type { MoneyRequest } from '../pipeline/money-pipeline';

type AuthorizeInput = ParsedInputOf<'payments:authorize'> | ParsedInputOf<'transactions:authorize'>;

/**
 * The form's fields become the API's authorization body; additional fields are merged in and
 * the result is checked against what is known of the API, so a raw JSON field cannot smuggle
 * in a value the form would refuse (e.g. a use_case other than ATTENDED or UNATTENDED).
 */
export function authorizationRequest(
  kind: 'payments:authorize' | 'transactions:authorize',
  input: AuthorizeInput,
): Result<MoneyRequest> {
  const instrument =
    input.instrument.kind === 'stored'
      ? { id: input.instrument.id }
      : { type: 'CARD', card: input.instrument.card };
  const terminal =
    input.terminal_id || input.use_case
      ? {
          ...(input.terminal_id ? { id: input.terminal_id } : {}),
          ...(input.use_case ? { use_case: input.use_case } : {}),
        }
      : undefined;
  const value = Number(input.amount);
  const base: Record<string, unknown> = {
    merchant_id: input.merchant_id,
    ...('payment_id' in input && input.payment_id ? { payment_id: input.payment_id } : {}),
    instrument,
    amount: {
      value,
      currency: input.currency,
      ...(input.tip ? { tip: { value: Number(input.tip) } } : {}),
    },
    type: input.type,
    ...(input.capture_mode ? { capture: { mode: input.capture_mode } } : {}),
    ...(input.initiator ? { initiator: input.initiator } : {}),
    ...(input.entry_mode ? { entry_mode: input.entry_mode } : {}),
    ...(input.order_type ? { order_type: input.order_type } : {}),
    ...(terminal ? { terminal } : {}),
  };
  const body = mergeFields(base, input.extra);
  const checked = AuthorizationBody.safeParse(body);
  if (!checked.success) {
    const fields = fieldErrors(checked.error);
    const [path, message] = Object.entries(fields)[0] ?? ['body', 'invalid'];
    return fail('validation', `${path}: ${message}`, { fields });
  }
  const amount = checked.data.amount;
  const instrumentId = (checked.data.instrument as { id?: unknown }).id;
  return ok({
    kind,
    path:
      kind === 'payments:authorize'
        ? '/v1/payments/authorizations'
        : '/v1/transactions/authorizations',
    body,
    what: kind === 'payments:authorize' ? 'Authorizing a payment' : 'Authorizing a transaction',
    targets: {
      merchant_id: checked.data.merchant_id,
      ...(typeof instrumentId === 'string' ? { instrument_id: instrumentId } : {}),
      ...(input.instrument.kind === 'card' ? { card: maskPan(input.instrument.card.number) } : {}),
      ...(checked.data.payment_id ? { payment_id: checked.data.payment_id } : {}),
    },
    amount: { value: amount.value, currency: amount.currency },
  });
}
