import { toMinorUnits } from '../../../../shared/money';
import { PaymentSearch, type PaymentSearchInput } from '../../../../shared/schemas/payment-search';
import { fieldReason } from '../../../../shared/validation-words';
import { readTypedAmount } from '../../lib/amount-input';
import { readTypedDateTime } from '../../lib/date-input';

/*
 * The store manager's "I don't have the payment id": what they do have is the terminal's trace
 * number, or the card's last four digits, the amount and about when. Read into one search of
 * the mirror and the moment to rank its candidates by, closest first.
 */

export interface WithoutIdFields {
  trace: string;
  lastFour: string;
  amount: string;
  currency: string;
  when: string;
}

export type WithoutIdField = keyof WithoutIdFields;

export const EMPTY_WITHOUT_ID: WithoutIdFields = {
  trace: '',
  lastFour: '',
  amount: '',
  currency: '',
  when: '',
};

/** How far either side of a remembered hour a payment is still a candidate. */
export const AROUND_MS = 3 * 3_600_000;

export type WithoutIdRead =
  | { ok: true; search: PaymentSearchInput; at: number | undefined }
  | { ok: false; problems: Partial<Record<WithoutIdField, string>> };

/**
 * A trace number alone finds it; otherwise the last four, the amount with its currency and a day
 * (with its hour, ±3 hours; without, the whole day) are all needed, each said at its field.
 * Problems are shared reasons (`validation.…`) or the finder's own (`finder.problem.<key>`).
 */
export function readWithoutId(fields: WithoutIdFields, language: string): WithoutIdRead {
  const trace = fields.trace.trim();
  if (trace !== '') {
    const search = { traceId: trace, order: 'newest', limit: 50 } as const;
    const parsed = PaymentSearch.safeParse(search);
    return parsed.success
      ? { ok: true, search, at: undefined }
      : { ok: false, problems: { trace: parsed.error.issues[0]?.message ?? 'needSomething' } };
  }
  const problems: Partial<Record<WithoutIdField, string>> = {};
  const lastFour = fields.lastFour.trim();
  if (lastFour === '') problems.trace = 'needSomething';
  else if (!/^\d{4}$/.test(lastFour)) problems.lastFour = fieldReason('lastFourDigits');

  const currency = fields.currency.trim().toUpperCase();
  const typed = readTypedAmount(fields.amount, language);
  let minor: number | null = null;
  if (!typed.ok) problems.amount = typed.reason;
  else if (typed.text === '') problems.amount = 'needAmount';
  else if (!currency) problems.currency = 'needsCurrency';
  else {
    minor = toMinorUnits(typed.text, currency);
    if (minor === null) problems.amount = fieldReason('amountTyped');
  }

  const when = fields.when.trim();
  const hasHour = /\d{1,2}:\d{2}$/.test(when);
  const start = when === '' ? undefined : readTypedDateTime(when, language);
  let from = 0;
  let to = 0;
  let at = 0;
  if (when === '') problems.when = 'needWhen';
  else if (start === undefined) problems.when = 'badTime';
  else {
    const moment = new Date(start).getTime();
    if (hasHour) {
      at = moment;
      from = Math.max(0, moment - AROUND_MS);
      to = moment + AROUND_MS;
    } else {
      // A day without an hour: the whole day, its middle as "about when".
      from = moment;
      to = new Date(readTypedDateTime(when, language, true) ?? start).getTime() + 59_999;
      at = from + (to - from) / 2;
    }
  }

  if (Object.keys(problems).length > 0 || minor === null) return { ok: false, problems };
  const search: PaymentSearchInput = {
    lastFour,
    amount: { currency, min: minor, max: minor },
    from,
    to,
    order: 'newest',
    limit: 200,
  };
  return { ok: true, search, at };
}
