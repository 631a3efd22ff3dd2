import { z } from 'zod';
import { cardNumberProblem } from '../card/brand';
import { REVERSAL_DRILL_CARDS } from '../card/drill-cards';
import { optionalText, PageInput, pageOf, ResourceId, Timestamp, whenValid } from './common';
import { ConfirmationCode } from './confirmation';
import { tolerantObject } from './tolerant';
import { fieldReason } from '../validation-words';

/*
 * The API grows in place under /v1, so every answer object keeps the fields the console does not
 * know, and a known field with another type is set aside instead of failing the answer
 * (tolerant.ts). Known fields are nullish: nothing public says they are always present.
 */

const Text = z.string().nullish();
const ExpiryPart = z.union([z.string(), z.number()]);

export const InstrumentCard = tolerantObject({
  last_four_digits: Text,
  issuer_identification_number: Text,
  holder_name: Text,
  expiration_month: ExpiryPart.nullish(),
  expiration_year: ExpiryPart.nullish(),
  service_code: Text,
  sequence_number: Text,
  bin_data: tolerantObject({ card_brand: Text, card_type: Text }).nullish(),
});

export const BillingAddress = tolerantObject({
  street: Text,
  number: Text,
  city: Text,
  state: Text,
  zip_code: Text,
  country: Text,
});

/** The instrument's fields, shared with a user's instruments (which add their link). */
export const instrumentShape = {
  id: z.string().default(''),
  type: Text,
  status: Text,
  validation: z.unknown().optional(),
  client_id: Text,
  organization_id: Text,
  fingerprint: Text,
  created_at: Timestamp.nullish(),
  updated_at: Timestamp.nullish(),
  user_data: tolerantObject({ billing_address: BillingAddress.nullish() }).nullish(),
  card: InstrumentCard.nullish(),
  rail: tolerantObject({ id: Text, product: Text }).nullish(),
  // api-notes: list items carry these at the instrument level too.
  service_code: Text,
  sequence_number: Text,
};

export const Instrument = tolerantObject(instrumentShape);
export type Instrument = z.infer<typeof Instrument>;

export const InstrumentPage = pageOf(Instrument);
export type InstrumentPage = z.infer<typeof InstrumentPage>;

// ---- inputs: what a form may send, validated the same way in the renderer and in main ----

const digitsOnly = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);

const cardNumber = (known: readonly string[]) =>
  z.preprocess(
    digitsOnly,
    z.string({ error: fieldReason('enterNumber') }).superRefine((digits, ctx) => {
      // One message at a time, length (per brand) before the check digit: see cardNumberProblem.
      const problem = cardNumberProblem(digits, known);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

/** A card to store as an instrument: its check digit must hold. */
export const CardNumber = cardNumber([]);

/** A payment's raw card: also the sandbox's reversal drill cards, whose check digit fails. */
export const PaymentCardNumber = cardNumber(REVERSAL_DRILL_CARDS);

export const Cvv = z
  .string({ error: fieldReason('enterCvv') })
  .regex(/^\d{3,4}$/, fieldReason('cvv'));

export const ExpirationMonth = z
  .string({ error: fieldReason('enterMonth') })
  .trim()
  .regex(/^(0?[1-9]|1[0-2])$/, fieldReason('month'))
  .transform((m) => m.padStart(2, '0'));

export const ExpirationYear = z
  .string({ error: fieldReason('enterYear') })
  .trim()
  .regex(/^(\d{2}|\d{4})$/, fieldReason('year'))
  .transform((y) => (y.length === 2 ? `20${y}` : y));

export const HolderName = z
  .string({ error: fieldReason('enterHolder') })
  .trim()
  .min(1, fieldReason('enterHolder'))
  .max(64, fieldReason('atMost64'));

/** EMV service code (tag 5F30): three digits. */
export const ServiceCode = optionalText(
  z
    .string()
    .regex(/^\d{3}$/, fieldReason('serviceCode'))
    .optional(),
);
/** PAN sequence number (tag 5F34): one to three digits. */
export const SequenceNumber = optionalText(
  z
    .string()
    .regex(/^\d{1,3}$/, fieldReason('sequenceNumber'))
    .optional(),
);

/** A card is usable through the last day of its expiry month. */
export function isExpired(month: string, year: string, now = new Date()): boolean {
  const y = Number(year);
  const m = Number(month);
  return y < now.getFullYear() || (y === now.getFullYear() && m < now.getMonth() + 1);
}

const EXPIRY_VALID = { when: whenValid('expiration_month', 'expiration_year') };

const refineExpiry = (
  value: { expiration_month?: string | undefined; expiration_year?: string | undefined },
  ctx: z.RefinementCtx,
) => {
  const { expiration_month: m, expiration_year: y } = value;
  if (m && y && isExpired(m, y)) {
    ctx.addIssue({
      code: 'custom',
      path: ['expiration_year'],
      message: fieldReason('expiredAt', { month: m, year: y }),
    });
  }
};

const instrumentCreateShape = {
  holder_name: HolderName,
  number: CardNumber,
  cvv: Cvv,
  expiration_month: ExpirationMonth,
  expiration_year: ExpirationYear,
  service_code: ServiceCode,
  sequence_number: SequenceNumber,
};

export const InstrumentCreateInput = z
  .object(instrumentCreateShape)
  .superRefine(refineExpiry, EXPIRY_VALID);
export type InstrumentCreateInput = z.input<typeof InstrumentCreateInput>;

/**
 * `instruments:create` on its own: the card, and on a production profile the code the browser
 * host printed. Apart from the card a new user's instruments carry, where no code belongs.
 */
export const InstrumentCreateCall = z
  .object({ ...instrumentCreateShape, confirmation: ConfirmationCode.optional() })
  .superRefine(refineExpiry, EXPIRY_VALID);

export const InstrumentChanges = z
  .object({
    holder_name: optionalText(HolderName.optional()),
    expiration_month: optionalText(ExpirationMonth.optional()),
    expiration_year: optionalText(ExpirationYear.optional()),
    // null clears a code the card had (the PATCH sends it as null); an absent field keeps it.
    service_code: z.union([z.null(), ServiceCode]),
    sequence_number: z.union([z.null(), SequenceNumber]),
  })
  .superRefine((value, ctx) => {
    if (Boolean(value.expiration_month) !== Boolean(value.expiration_year)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.expiration_month ? 'expiration_year' : 'expiration_month'],
        message: fieldReason('monthAndYear'),
      });
    }
    refineExpiry(value, ctx);
  }, EXPIRY_VALID);
export type InstrumentChanges = z.input<typeof InstrumentChanges>;

export const InstrumentUpdateInput = z.object({
  id: ResourceId,
  changes: InstrumentChanges,
  confirmation: ConfirmationCode.optional(),
});
export const InstrumentGetInput = z.object({ id: ResourceId });
export const InstrumentListInput = PageInput;
