import { ok } from '../result';
import { UserGetInput, UserView } from '../schemas/user';
import { defineRead } from './descriptor';
import { bodyRead } from './paged';
import { userPath } from './user-path';
import { READERS } from './roles';

export const usersGet = defineRead({
  money: false,
  label: 'Read a user',
  present: { words: { en: { name: 'Read a user' }, es: { name: 'Leer un usuario' } } },
  roles: READERS,
  input: UserGetInput,
  output: UserView,
  doing: (input) => `Reading user ${input.user_id}`,
  request: (input) =>
    ok({
      method: 'GET',
      path: userPath(input.user_id),
      query: { show_inactive: input.show_inactive },
    }),
  read: bodyRead<UserView>,
});
