import { z } from 'zod';
import type { Payment } from '../../../../shared/schemas/payment';
import { toDate } from './format';
import { settlementOf } from './settlement';

/*
 * Dates and amounts the API's list cannot filter by (it pages by `page`, `page_size` and `sort`
 * only), so they narrow the rows already loaded; the screen says so beside them.
 */

const Day = z.union([z.literal(''), z.iso.date()]).optional();
const Amount = z
  .string()
  .trim()
  .regex(/^(\d{1,12}(\.\d+)?)?$/, 'badAmount')
  .optional();

export const LocalFilterFields = z
  .object({ from: Day, to: Day, min: Amount, max: Amount })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.to < v.from)
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'badRange' });
    if (v.min && v.max && Number(v.max) < Number(v.min))
      ctx.addIssue({ code: 'custom', path: ['max'], message: 'badRange' });
  });

export interface LocalFilters {
  /** Local calendar days, inclusive: "2026-11-01" to "2026-11-22". */
  from?: string;
  to?: string;
  min?: number;
  max?: number;
}

export function localFiltersOf(values: z.output<typeof LocalFilterFields>): LocalFilters {
  return {
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
