import { z } from 'zod';
import { optionalText, ResourceId, Timestamp } from './common';
import { Instrument, InstrumentCreateInput } from './instrument';

// ---- answers ----

export const UserDetails = z.looseObject({
  id: z.string(),
  name: z.string().nullish(),
  email: z.string().nullish(),
  document_type: z.string().nullish(),
  document_number: z.string().nullish(),
  phone: z.string().nullish(),
  created_at: Timestamp.nullish(),
});

export const UserInstrument = Instrument.extend({
  user_instrument: z
    .looseObject({
      status: z.string().nullish(),
      cardholder_name: z.string().nullish(),
      added_at: Timestamp.nullish(),
      removed_at: Timestamp.nullish(),
    })
    .nullish(),
});

/** `GET /v1/users/{id}/instruments`: the user and their instruments. */
export const UserView = z.looseObject({
  user: UserDetails.nullish(),
  data: z.array(UserInstrument),
});
export type UserView = z.infer<typeof UserView>;

// ---- inputs ----

const CardholderName = optionalText(z.string().trim().max(64, 'At most 64 characters').optional());

export const UserGetInput = z.object({
  user_id: ResourceId,
  show_inactive: z.boolean().default(false),
});

/** Adds an existing instrument to an existing user (body `instrument_id`). */
export const UserAddInstrumentInput = z.object({
  user_id: ResourceId,
  instrument_id: ResourceId,
  cardholder_name: CardholderName,
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
      email: optionalText(z.email('Enter an e-mail address such as ana@example.com').optional()),
      document_type: optionalText(z.string().trim().max(20).optional()),
      document_number: optionalText(z.string().trim().max(40).optional()),
      phone: optionalText(
        z
          .string()
          .regex(/^\+?[0-9 ()-]{6,20}$/, 'A phone number has digits, spaces and an optional +')
          .optional(),
      ),
    })
    .default({}),
  cardholder_name: CardholderName,
  instruments: z.array(NewUserInstrument).min(1, 'Add at least one instrument'),
});
export type UserCreateInput = z.input<typeof UserCreateInput>;

export const UserRemoveInstrumentInput = z.object({
  user_id: ResourceId,
  instrument_id: ResourceId,
  force_delete: z.boolean().default(false),
});
export type UserRemoveInstrumentInput = z.input<typeof UserRemoveInstrumentInput>;
