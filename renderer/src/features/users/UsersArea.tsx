import { validId } from '../../app/router';
import { NotFound } from '../../ui/NotFound';
import { CreateUserPage } from './CreateUserPage';
import { UserDetailPage } from './UserDetailPage';
import { UserLookupPage } from './UserLookupPage';

/**
 * `#/users` looks a user up, `#/users/<id>` shows one, `#/users/new` (or `#/users/new/<id>`,
 * from a lookup that found nobody) creates one.
 */
export function UsersArea({ rest }: { rest: string[] }) {
  const [first, second] = rest;
  if (rest.length === 0) return <UserLookupPage />;
  if (first === 'new' && rest.length <= 2) {
    const suggested = second === undefined ? '' : validId(second);
    if (suggested !== undefined) return <CreateUserPage suggestedId={suggested} />;
  }
  const id = validId(first);
  if (id && first !== 'new' && rest.length === 1) return <UserDetailPage id={id} />;
  return <NotFound path={`/users/${rest.join('/')}`} />;
}
