import { z } from 'zod';
import { optionalText, ResourceId, Timestamp } from './common';
import { ConfirmationCode } from './confirmation';
import { InstrumentCreateInput, instrumentShape } from './instrument';
import { tolerantObject } from './tolerant';
import { fieldReason } from '../validation-words';

// ---- answers: read tolerantly (tolerant.ts) ----

const Text = z.string().nullish();

export const UserDetails = tolerantObject({
  id: Text,
  name: Text,
  email: Text,
  document_type: Text,
  document_number: Text,
  phone: Text,
  created_at: Timestamp.nullish(),
});

export const UserInstrument = tolerantObject({
  ...instrumentShape,
  user_instrument: tolerantObject({
    status: Text,
    cardholder_name: Text,
    added_at: Timestamp.nullish(),
    removed_at: Timestamp.nullish(),
  }).nullish(),
});

/** `GET /v1/users/{id}/instruments`: the user and their instruments. */
export const UserView = tolerantObject({
  user: UserDetails.nullish(),
  data: z.array(UserInstrument).default([]),
});
export type UserView = z.infer<typeof UserView>;

/**
 * What a write on a user answers. The reference answers `201 {}` when an instrument is added, so
 * the answer is kept as sent (for the raw view) and the screen reads the user again.
 */
export const UserWriteAnswer = z.object({
  user_id: z.string(),
  http_status: z.number().int(),
  answer: z.unknown(),
});
export type UserWriteAnswer = z.infer<typeof UserWriteAnswer>;

// ---- inputs ----

const CardholderName = optionalText(z.string().trim().max(64, fieldReason('atMost64')).optional());

export const UserGetInput = z.object({
  user_id: ResourceId,
  show_inactive: z.boolean().default(false),
});

/** Adds an existing instrument to an existing user (body `instrument_id`). */
export const UserAddInstrumentInput = z.object({
  user_id: ResourceId,
  instrument_id: ResourceId,
  cardholder_name: CardholderName,
  confirmation: ConfirmationCode.optional(),
});
export type UserAddInstrumentInput = z.input<typeof UserAddInstrumentInput>;

export const NewUserInstrument = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('existing'), instrument_id: ResourceId }),
  z.object({ kind: z.literal('card'), card: InstrumentCreateInput }),
]);

/** Creates a user together with instruments (body `instruments`). */
export const UserCreateInput = z.object({
  user_id: ResourceId,
  user: z
    .object({
      name: optionalText(z.string().trim().max(120).optional()),
      email: optionalText(z.email(fieldReason('email')).optional()),
      document_type: optionalText(z.string().trim().max(20).optional()),
      document_number: optionalText(z.string().trim().max(40).optional()),
      phone: optionalText(
        z
          .string()
          .regex(/^\+?[0-9 ()-]{6,20}$/, fieldReason('phone'))
          .optional(),
      ),
    })
    .default({}),
  cardholder_name: CardholderName,
  instruments: z.array(NewUserInstrument).min(1, fieldReason('atLeastOneInstrument')),
  confirmation: ConfirmationCode.optional(),
});
export type UserCreateInput = z.input<typeof UserCreateInput>;

export const UserRemoveInstrumentInput = z.object({
  user_id: ResourceId,
  instrument_id: ResourceId,
  force_delete: z.boolean().default(false),
  confirmation: ConfirmationCode.optional(),
});
export type UserRemoveInstrumentInput = z.input<typeof UserRemoveInstrumentInput>;
