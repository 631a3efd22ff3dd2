import { z } from 'zod';
import { ok } from '../result';
import { UserRemoveInstrumentInput } from '../schemas/user';
import { defineChange } from './descriptor';
import { userPath } from './user-path';
import { BACK_OFFICE } from './roles';

export const usersRemoveInstrument = defineChange({
  money: false,
  label: 'Remove an instrument from a user',
  roles: BACK_OFFICE,
  input: UserRemoveInstrumentInput,
  output: z.object({ user_id: z.string(), instrument_id: z.string(), force_delete: z.boolean() }),
  doing: (input) => `Removing instrument ${input.instrument_id} from user ${input.user_id}`,
  request: (input) =>
    ok({
      method: 'DELETE',
      path: `${userPath(input.user_id)}/${encodeURIComponent(input.instrument_id)}`,
      // The reference reads force_delete from the JSON body; in the query it is silently ignored.
      ...(input.force_delete ? { body: { force_delete: true } } : {}),
    }),
  // The API answers 204: what was removed is what was asked.
  read: (_answer, input) => ok(input),
  present: {
    csvType: 'REMOVE_USER_INSTRUMENT',
    words: {
      en: { name: 'Remove an instrument from a user', label: 'Remove an instrument from a user' },
      es: {
        name: 'Quitar un instrumento a un usuario',
        label: 'Quitar un instrumento de un usuario',
      },
    },
  },
  change: {
    targets: (input) => ({ user_id: input.user_id, instrument_id: input.instrument_id }),
  },
});
