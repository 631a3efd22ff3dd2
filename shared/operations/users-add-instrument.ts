import { ok } from '../result';
import { UserAddInstrumentInput, UserWriteAnswer } from '../schemas/user';
import { defineChange } from './descriptor';
import { writtenRead } from './paged';
import { userPath } from './user-path';
import { BACK_OFFICE } from './roles';

export const usersAddInstrument = defineChange({
  money: false,
  label: 'Add an instrument to a user',
  roles: BACK_OFFICE,
  input: UserAddInstrumentInput,
  output: UserWriteAnswer,
  doing: (input) => `Adding instrument ${input.instrument_id} to user ${input.user_id}`,
  request: (input) =>
    ok({
      method: 'POST',
      path: userPath(input.user_id),
      body: {
        instrument_id: input.instrument_id,
        ...(input.cardholder_name ? { cardholder_name: input.cardholder_name } : {}),
      },
    }),
  read: writtenRead,
  present: {
    csvType: 'ADD_USER_INSTRUMENT',
    words: {
      en: { name: 'Add an instrument to a user', label: 'Add an instrument to a user' },
      es: {
        name: 'Agregar un instrumento a un usuario',
        label: 'Agregar un instrumento a un usuario',
      },
    },
  },
  change: {
    targets: (input) => ({ user_id: input.user_id, instrument_id: input.instrument_id }),
  },
});
