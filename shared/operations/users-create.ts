import { ok } from '../result';
import { UserCreateInput, UserWriteAnswer } from '../schemas/user';
import { defined, defineChange } from './descriptor';
import { writtenRead } from './paged';
import { userPath } from './user-path';
import { BACK_OFFICE } from './roles';

const withoutEmpty = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== ''));

/** Same endpoint as adding a card: a body with `instruments` creates the user with them. */
export const usersCreate = defineChange({
  money: false,
  label: 'Create a user',
  roles: BACK_OFFICE,
  input: UserCreateInput,
  output: UserWriteAnswer,
  doing: (input) => `Creating user ${input.user_id}`,
  request: (input) => {
    const user = withoutEmpty(input.user);
    return ok({
      method: 'POST',
      path: userPath(input.user_id),
      body: {
        ...(Object.keys(user).length > 0 ? { user } : {}),
        ...(input.cardholder_name ? { cardholder_name: input.cardholder_name } : {}),
        instruments: input.instruments.map((item) =>
          item.kind === 'existing'
            ? { instrument_id: item.instrument_id }
            : { type: 'CARD', card: withoutEmpty(item.card) },
        ),
      },
    });
  },
  read: writtenRead,
  // One instrument is indexed for search; the others are in the journaled body.
  present: {
    csvType: 'CREATE_USER',
    words: {
      en: { name: 'Create a user', label: 'Create a user' },
      es: { name: 'Crear un usuario', label: 'Crear un usuario' },
    },
  },
  change: {
    targets: (input) => {
      const first = input.instruments.find((item) => item.kind === 'existing');
      return defined({
        user_id: input.user_id,
        instrument_id: first?.kind === 'existing' ? first.instrument_id : undefined,
      });
    },
  },
});
