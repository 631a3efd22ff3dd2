import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import { Payment } from '../../../shared/schemas/payment';
import type { ApiClient } from '../client/api-client';

/*
 * Reading payments the way the API really sends them (api-observed/): times as epoch seconds or
 * ISO text, amounts as numbers, numeric text or `{value, currency}`, empty strings for absent.
 * Whatever cannot be read is "not known", never an error.
 */

/** Epoch milliseconds from seconds, milliseconds, numeric text or ISO-8601 text. */
export function epochMs(value: unknown): number | undefined {
  const number =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d+(\.\d+)?$/.test(value.trim())
        ? Number(value)
        : undefined;
  // Seconds until the year 5138; anything larger was already in milliseconds.
  if (number !== undefined)
    return Number.isFinite(number) ? (number < 1e11 ? number * 1000 : number) : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? undefined : parsed;
}

/** The amount a payment was made for, in major units, and its currency when it says. */
export function initialAmountOf(
  payment: Payment,
): { value: number; currency: string | undefined } | undefined {
  const raw = payment.initial_amount;
  const nested = typeof raw === 'object' && raw !== null ? raw : undefined;
  const given = nested ? nested.value : raw;
  if (given === null || given === undefined || given === '') return undefined;
  const value = Number(given);
  if (!Number.isFinite(value)) return undefined;
  const currency = (nested?.currency || payment.currency || '').toUpperCase() || undefined;
  return { value, currency };
}

export function sameAmount(
  payment: Payment,
  wanted: { value: number; currency: string } | undefined,
): boolean {
  const amount = initialAmountOf(payment);
  if (!amount || !wanted) return false;
  // Compared in hundredths: 12.3 and 12.30 are one amount, floating point notwithstanding.
  const close = Math.round(amount.value * 100) === Math.round(wanted.value * 100);
  return (
    close && (amount.currency === undefined || amount.currency === wanted.currency.toUpperCase())
  );
}

export async function readPayment(api: ApiClient, id: string): Promise<Result<Payment>> {
  const answer = await api.call({
    method: 'GET',
    path: `/v1/payments/${encodeURIComponent(id)}`,
    what: `Reading payment ${id}`,
  });
  if (!answer.ok) return answer;
  const parsed = Payment.safeParse(answer.value.body);
  // Read tolerantly, a payment without an id has id "": nothing to settle the operation with.
  return parsed.success && parsed.data.id !== ''
    ? ok(parsed.data)
    : refuse('server', 'payment_without_id', { id });
}
