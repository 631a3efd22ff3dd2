import { aboveCeiling, aboveCeilingMessage } from '../../../shared/amount-ceilings';
import { moneyDescriptor } from '../../../shared/operations/registry';
import { record, text } from '../../../shared/operations/descriptor';
import { fail, type Result } from '../../../shared/result';
import { reversalRoom, roomRefusal } from '../../../shared/reversal-room';
import { Payment, TIP_ABOVE_AMOUNT } from '../../../shared/schemas/payment';
import type { ApiClient } from '../client/api-client';
import type { MoneyRequest } from '../pipeline/money-pipeline';
import { fieldText } from '../../../shared/validation-words';

/**
 * The amount rules the form checks, judged again here on the body about to be sent, since the
 * page is untrusted and a page may forget: the tip is part of the amount, an amount above its
 * currency's ceiling needs the person's explicit yes, and a capture or refund never asks for
 * more than the payment has left (read from the API now, not from what the page showed).
 * Refusals are keyed by the form's fields, so the page shows each at its own.
 */
export async function amountRefusal(
  api: ApiClient,
  request: MoneyRequest,
  input: { above_ceiling_confirmed?: true | undefined },
): Promise<Result<never> | undefined> {
  const amount = record(request.body.amount);
  const value = typeof amount.value === 'number' ? amount.value : undefined;
  const tip = record(amount.tip).value;
  if (value !== undefined && typeof tip === 'number' && tip > value) {
    return refused(TIP_ABOVE_AMOUNT, 'tip', 'tip_above_amount');
  }
  // Only an operation whose body names a type (a reversal) can capture or refund.
  const reversal = reversalKind(request);
  const room = reversal ? await roomOf(api, request) : undefined;
  const currency = text(amount.currency) ?? room?.currency;
  if (value !== undefined && currency && aboveCeiling(value, currency)) {
    if (input.above_ceiling_confirmed !== true) {
      return refused(aboveCeilingMessage(currency), 'amount', 'amount_above_ceiling');
    }
  }
  if (reversal && room) {
    const why = roomRefusal(reversal, value, room);
    if (why) return refused(why, 'amount', 'amount_above_what_is_left');
  }
  return undefined;
}

/** The field's reason crosses IPC for the page to word; its English is the log's message. */
function refused(reason: string, field: string, apiCode: string): Result<never> {
  return fail('validation', fieldText(reason), { apiCode, fields: { [field]: reason } });
}

function reversalKind(request: MoneyRequest): 'CAPTURE' | 'REFUND' | undefined {
  const type = moneyDescriptor(request.kind).typeOf?.(request.body);
  return type === 'CAPTURE' || type === 'REFUND' ? type : undefined;
}

/**
 * The payment behind the transaction, read by the transaction's own `payment_id` (the page's
 * is only journaled). Unreadable, the API's own state machine is left to decide.
 */
async function roomOf(api: ApiClient, request: MoneyRequest) {
  const id = request.targets.transaction_id;
  if (!id) return undefined;
  const transaction = await read(api, `/v1/transactions/${encodeURIComponent(id)}`, id);
  const paymentId = text(transaction?.payment_id);
  if (!paymentId) return undefined;
  const payment = Payment.safeParse(
    await read(api, `/v1/payments/${encodeURIComponent(paymentId)}`, paymentId),
  );
  return payment.success ? reversalRoom(payment.data) : undefined;
}

async function read(api: ApiClient, path: string, id: string) {
  const answer = await api.call({ method: 'GET', path, what: `Reading ${id}` });
  return answer.ok ? record(answer.value.body) : undefined;
}
