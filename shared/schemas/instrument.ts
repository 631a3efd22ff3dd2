import { z } from 'zod';
import { luhnValid } from '../card/luhn';
import { optionalText, PageInput, pageOf, ResourceId, Timestamp, whenValid } from './common';

/*
 * The API grows in place under /v1, so every response object is a looseObject: fields the
 * console does not know are kept and shown, never dropped. Known fields are nullish because
 * nothing in the public material says they are always present.
 */

const ExpiryPart = z.union([z.string(), z.number()]);

export const InstrumentCard = z.looseObject({
  last_four_digits: z.string().nullish(),
  issuer_identification_number: z.string().nullish(),
  holder_name: z.string().nullish(),
  expiration_month: ExpiryPart.nullish(),
  expiration_year: ExpiryPart.nullish(),
  service_code: z.string().nullish(),
  sequence_number: z.string().nullish(),
  bin_data: z
    .looseObject({ card_brand: z.string().nullish(), card_type: z.string().nullish() })
    .nullish(),
});

export const BillingAddress = z.looseObject({
  street: z.string().nullish(),
  number: z.string().nullish(),
  city: z.string().nullish(),
  state: z.string().nullish(),
  zip_code: z.string().nullish(),
  country: z.string().nullish(),
});

export const Instrument = z.looseObject({
  id: z.string(),
  type: z.string(),
  status: z.string().nullish(),
  validation: z.unknown().optional(),
  client_id: z.string().nullish(),
  organization_id: z.string().nullish(),
  fingerprint: z.string().nullish(),
  created_at: Timestamp.nullish(),
  updated_at: Timestamp.nullish(),
  user_data: z.looseObject({ billing_address: BillingAddress.nullish() }).nullish(),
  card: InstrumentCard.nullish(),
  rail: z.looseObject({ id: z.string().nullish(), product: z.string().nullish() }).nullish(),
  // api-notes: list items carry these at the instrument level too.
  service_code: z.string().nullish(),
  sequence_number: z.string().nullish(),
});
export type Instrument = z.infer<typeof Instrument>;

export const InstrumentPage = pageOf(Instrument);
export type InstrumentPage = z.infer<typeof InstrumentPage>;

// ---- inputs: what a form may send, validated the same way in the renderer and in main ----

const digitsOnly = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);

export const CardNumber = z.preprocess(
  digitsOnly,
  z
    .string({ error: 'Enter the card number' })
    .min(1, 'Enter the card number')
    .regex(/^\d+$/, 'A card number has only digits')
    .regex(/^\d{12,19}$/, 'A card number has 12 to 19 digits')
    .refine(luhnValid, 'This card number fails its check digit: look for a typo'),
);

export const Cvv = z
  .string({ error: 'Enter the CVV' })
  .regex(/^\d{3,4}$/, 'The CVV is the 3 or 4 digits on the card');

export const ExpirationMonth = z
  .string({ error: 'Enter the month' })
  .trim()
  .regex(/^(0?[1-9]|1[0-2])$/, 'Month is 1 to 12')
  .transform((m) => m.padStart(2, '0'));

export const ExpirationYear = z
  .string({ error: 'Enter the year' })
  .trim()
  .regex(/^(\d{2}|\d{4})$/, 'Year is YY or YYYY')
  .transform((y) => (y.length === 2 ? `20${y}` : y));

export const HolderName = z
  .string({ error: 'Enter the cardholder name' })
  .trim()
  .min(1, 'Enter the cardholder name')
  .max(64, 'At most 64 characters');

/** EMV service code (tag 5F30): three digits. */
export const ServiceCode = optionalText(
  z
    .string()
    .regex(/^\d{3}$/, 'The service code is 3 digits')
    .optional(),
);
/** PAN sequence number (tag 5F34): one to three digits. */
export const SequenceNumber = optionalText(
  z
    .string()
    .regex(/^\d{1,3}$/, 'The sequence number is 1 to 3 digits')
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
      message: `This card expired at the end of ${m}/${y}`,
    });
  }
};

export const InstrumentCreateInput = z
  .object({
    holder_name: HolderName,
    number: CardNumber,
    cvv: Cvv,
    expiration_month: ExpirationMonth,
    expiration_year: ExpirationYear,
    service_code: ServiceCode,
    sequence_number: SequenceNumber,
  })
  .superRefine(refineExpiry, EXPIRY_VALID);
export type InstrumentCreateInput = z.input<typeof InstrumentCreateInput>;

export const InstrumentChanges = z
  .object({
    holder_name: optionalText(HolderName.optional()),
    expiration_month: optionalText(ExpirationMonth.optional()),
    expiration_year: optionalText(ExpirationYear.optional()),
    service_code: ServiceCode,
    sequence_number: SequenceNumber,
  })
  .superRefine((value, ctx) => {
    if (Boolean(value.expiration_month) !== Boolean(value.expiration_year)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.expiration_month ? 'expiration_year' : 'expiration_month'],
        message: 'Change month and year together',
      });
    }
    refineExpiry(value, ctx);
  }, EXPIRY_VALID);
export type InstrumentChanges = z.input<typeof InstrumentChanges>;

export const InstrumentUpdateInput = z.object({ id: ResourceId, changes: InstrumentChanges });
export const InstrumentGetInput = z.object({ id: ResourceId });
export const InstrumentListInput = PageInput;
