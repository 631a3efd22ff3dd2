import { z } from 'zod';
import { fieldReason } from '../validation-words';
import { ResourceId } from './common';
import { Currency } from './money';

/*
 * A search of the local payments mirror (electron/core/mirror): what a store manager knows
 * about a payment without its id. Every filter is optional and they combine (AND); amounts are
 * minor units and always with their currency, so COP 50,000 is never compared with USD 50.
 */

const MinorUnits = z.int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Unix milliseconds. */
const Instant = z.int().min(0).max(8_640_000_000_000_000);

export const AmountRange = z
  .object({ currency: Currency, min: MinorUnits, max: MinorUnits })
  .refine((r) => r.min <= r.max, { message: fieldReason('amountRangeOrder'), path: ['min'] });
export type AmountRange = z.infer<typeof AmountRange>;

/** Where the previous page ended: its last row's time and mirror sequence. */
export const SearchAfter = z.object({ createdAt: Instant, seq: z.int().min(0) });
export type SearchAfter = z.infer<typeof SearchAfter>;

export const SEARCH_LIMIT_MAX = 200;

export const PaymentSearch = z
  .object({
    traceId: z
      .string()
      .trim()
      .min(1, fieldReason('traceNumber'))
      .max(64, fieldReason('traceNumber'))
      .regex(/^[\x21-\x7e]+$/, fieldReason('traceNumber'))
      .optional(),
    lastFour: z
      .string()
      .trim()
      .regex(/^\d{4}$/, fieldReason('lastFourDigits'))
      .optional(),
    amount: AmountRange.optional(),
    merchantId: ResourceId.optional(),
    status: z
      .string()
      .trim()
      .regex(/^[A-Z_]{1,40}$/)
      .optional(),
    userId: ResourceId.optional(),
    instrumentId: ResourceId.optional(),
    from: Instant.optional(),
    to: Instant.optional(),
    order: z.enum(['newest', 'oldest']).default('newest'),
    limit: z.int().min(1).max(SEARCH_LIMIT_MAX).default(50),
    after: SearchAfter.optional(),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, {
    message: fieldReason('timeRangeOrder'),
    path: ['from'],
  });
export type PaymentSearch = z.output<typeof PaymentSearch>;
export type PaymentSearchInput = z.input<typeof PaymentSearch>;

/** One mirrored payment: only what searching needs, never a card number or a security code. */
export interface MirroredPayment {
  id: string;
  traceId: string | null;
  merchantId: string | null;
  status: string;
  amountMinor: number | null;
  currency: string | null;
  cardBrand: string | null;
  bin: string | null;
  lastFour: string | null;
  userId: string | null;
  instrumentId: string | null;
  /** Unix milliseconds. */
  createdAt: number;
  updatedAt: number | null;
}

/** A found payment, with its place in the mirror for the next page's `after`. */
export interface FoundPayment extends MirroredPayment {
  seq: number;
}
