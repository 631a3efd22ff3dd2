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

/*
 * What crosses IPC. Read tolerantly like an API answer would be: the mirror is ours, but a row
 * written by an older console may lack a field a newer one fills.
 */
const NullableText = z.string().nullable().catch(null);
const NullableNumber = z.number().nullable().catch(null);

export const FoundPaymentRow = z.object({
  seq: z.int().min(0),
  id: z.string(),
  traceId: NullableText,
  merchantId: NullableText,
  status: z.string(),
  amountMinor: NullableNumber,
  currency: NullableText,
  cardBrand: NullableText,
  bin: NullableText,
  lastFour: NullableText,
  userId: NullableText,
  instrumentId: NullableText,
  createdAt: z.number(),
  updatedAt: NullableNumber,
}) satisfies z.ZodType<FoundPayment>;

/** Matches are counted up to this many; past it the page says "10,000+". */
export const SEARCH_TOTAL_CAP = 10_000;

/** How many payments match the whole search (not the page), counted up to SEARCH_TOTAL_CAP. */
export const SearchTotal = z.object({
  count: z.int().min(0),
  /** True when there are more than `count`: the counting stopped at the cap. */
  capped: z.boolean(),
});
export type SearchTotal = z.infer<typeof SearchTotal>;

/** One page of a search, newest (or oldest) first; `next` continues it, null at the end. */
export const PaymentSearchPage = z.object({
  rows: z.array(FoundPaymentRow),
  next: SearchAfter.nullable(),
  /** On a search's first page only (no `after`): the later pages' count would be the same. */
  total: SearchTotal.optional(),
});
export type PaymentSearchPage = z.infer<typeof PaymentSearchPage>;

/** Why the mirror is not syncing; a reason key the page says in its language. */
export const MirrorErrorReason = z.enum([
  'no_session',
  'mirror_in_use',
  'mirror_failed',
  'refused',
  'unreadable',
]);

export const MirrorSyncState = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('idle') }),
  z.object({ kind: z.literal('syncing') }),
  z.object({ kind: z.literal('caught_up') }),
  z.object({ kind: z.literal('backing_off'), until: z.number() }),
  z.object({ kind: z.literal('error'), reason: MirrorErrorReason }),
]);

/** How fresh the active profile's mirror is: the header and the finder show it. */
export const MirrorStatus = z.object({
  profileId: z.string().nullable(),
  state: MirrorSyncState,
  /** Payments in the mirror now. */
  mirrored: z.int().min(0),
  /** What the API's list says it holds, when it says. */
  apiTotal: z.int().min(0).nullable(),
  /** When the mirror last held everything the API listed (epoch ms). */
  lastSyncedAt: z.number().nullable(),
  /**
   * Why the copy began again at this launch: the built-in simulator lives in memory and is
   * seeded anew each time, so the last run's copy is not this one's payments.
   */
  startedOver: z.literal('new_simulator_run').optional(),
  /**
   * Why the copy went on where it stopped: the built-in simulator was launched again with the
   * seed the copy was made from (the same day, the same --seed-payments), so it serves the very
   * same seeded payments; what its last launch made or moved was read again.
   */
  resumed: z.literal('same_simulator_seed').optional(),
});
export type MirrorStatus = z.infer<typeof MirrorStatus>;
