import { NotFound } from '../../ui/NotFound';
import { routeQuery } from '../money/links';
import { UnknownOutcomesPage } from './UnknownOutcomesPage';

/** `#/operations`: the money operations with an unknown outcome. */
export function OperationsArea({ rest }: { rest: string[] }) {
  if (rest.length <= 1 && routeQuery(rest[0]).name === '') return <UnknownOutcomesPage />;
  return <NotFound area="operations" path={`/${['operations', ...rest].join('/')}`} />;
}
