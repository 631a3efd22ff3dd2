import { z } from 'zod';
import type { Payment } from '../../../../shared/schemas/payment';
import type { PaymentState } from '../../../../shared/schemas/states';
import { toDate } from '../../lib/payment-reads';
import {
  paymentCurrency,
  settlementOf,
  settlementWordKey,
  type SettlementWordKey,
} from './settlement';

/*
 * Dates and amounts the API's list cannot filter by (it pages by `page`, `page_size` and `sort`
 * only), so they narrow the rows already loaded; the screen says so beside them.
 *
 * The status filter speaks the badges' words, not the API's: a CAPTURED payment may be badged
 * "Partly refunded" or "Refunded", so filtering by the API's word showed rows the badge
 * contradicted. The badge is worked out from the amounts, so it filters the loaded rows too; the
 * API is asked for a status only where that badge comes from that one status and no other.
 */

/**
 * Every word a payment's row can say, so every payment status the API has can be chosen by the
 * word its row shows: a badge's, or its status's own where a badge stands for several (a FAILED
 * payment reads "Failed", a REJECTED one "Rejected"). 'other' is an undocumented status, shown as
 * sent; 'declined' and 'processing' alone say DECLINED or no status, which no payment documents.
 */
export const BADGE_FILTERS = [
  'authorized',
  'capturing',
  'CAPTURE_PRESENTED',
  'partlyCharged',
  'charged',
  'partlyRefunded',
  'refunded',
  'cancelled',
  'declined',
  'FAILED',
  'REJECTED',
  'PENDING',
  'PROCESSING',
] as const satisfies readonly SettlementWordKey[];
export type BadgeFilter = (typeof BADGE_FILTERS)[number];

/** settlementOf says 'authorized' only of an AUTHORIZED payment with nothing captured. */
const ONLY_FROM: Partial<Record<BadgeFilter, PaymentState>> = { authorized: 'AUTHORIZED' };

/** The API status that may narrow the server's list for a badge, when one status is all it takes. */
export function serverStatusFor(badge: BadgeFilter | undefined): PaymentState | undefined {
  return badge === undefined ? undefined : ONLY_FROM[badge];
}

const Badge = z.union([z.literal(''), z.enum(BADGE_FILTERS)]).optional();
const Currency = z.union([z.literal(''), z.string().regex(/^[A-Z]{3}$/)]).optional();

const Day = z.union([z.literal(''), z.iso.date()]).optional();
const Amount = z
  .string()
  .trim()
  .regex(/^(\d{1,12}(\.\d+)?)?$/, 'badAmount')
  .optional();

export const LocalFilterFields = z
  .object({ badge: Badge, from: Day, to: Day, min: Amount, max: Amount, currency: Currency })
  .superRefine((v, ctx) => {
    // 100 COP and 100 USD are not the same amount: a bound means nothing without its currency.
    if ((v.min || v.max) && !v.currency)
      ctx.addIssue({ code: 'custom', path: ['currency'], message: 'needsCurrency' });
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'badRange' });
    if (v.min && v.max && Number(v.max) < Number(v.min))
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'badRange' });
  });

export interface LocalFilters {
  badge?: BadgeFilter;
  /** Rows in this currency only; the amount bounds are in it. */
  currency?: string;
  /** Local calendar days, inclusive: "2026-11-01" to "2026-11-22". */
  from?: string;
  to?: string;
  min?: number;
  max?: number;
}

export function localFiltersOf(values: z.output<typeof LocalFilterFields>): LocalFilters {
  return {
    ...(values.badge ? { badge: values.badge } : {}),
    ...(values.currency ? { currency: values.currency } : {}),
    ...(values.from ? { from: values.from } : {}),
    ...(values.to ? { to: values.to } : {}),
    ...(values.min ? { min: Number(values.min) } : {}),
    ...(values.max ? { max: Number(values.max) } : {}),
  };
}

export const hasLocalFilters = (f: LocalFilters) => Object.keys(f).length > 0;

/** The day as the reader's calendar has it, so "to 22 Nov" keeps the evening of the 22nd. */
function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A payment's amount in the list: what the sale asked for (a declined one too), else what was
 * approved. The Captured and Refunded columns say what happened to it.
 */
export function listedAmount(payment: Payment): number | undefined {
  const initial = payment.initial_amount;
  const raw = initial !== null && typeof initial === 'object' ? initial.value : initial;
  const value = raw === null || raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(value) ? value : settlementOf(payment).authorized;
}

export function matchesLocalFilters(payment: Payment, f: LocalFilters): boolean {
  if (f.badge !== undefined && settlementWordKey(settlementOf(payment)) !== f.badge) return false;
  if (f.currency !== undefined && paymentCurrency(payment)?.toUpperCase() !== f.currency)
    return false;
  if (f.from || f.to) {
    const created = toDate(payment.created_at);
    if (!created) return false;
    const day = localDay(created);
    if (f.from && day < f.from) return false;
    if (f.to && day > f.to) return false;
  }
  if (f.min !== undefined || f.max !== undefined) {
    const amount = listedAmount(payment);
    if (amount === undefined) return false;
    if (f.min !== undefined && amount < f.min) return false;
    if (f.max !== undefined && amount > f.max) return false;
  }
  return true;
}
