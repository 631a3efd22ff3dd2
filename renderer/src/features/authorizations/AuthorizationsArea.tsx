import { NotFound } from '../../ui/NotFound';
import { routeQuery } from '../money/links';
import { AuthorizationPage } from './AuthorizationPage';

/** `#/authorizations`: the payment authorization form (QA). */
export function AuthorizationsArea({ rest }: { rest: string[] }) {
  if (rest.length <= 1 && routeQuery(rest[0]).name === '') {
    return <AuthorizationPage mode="payment" />;
  }
  return <NotFound area="authorizations" path={`/${['authorizations', ...rest].join('/')}`} />;
}
