import { validId } from '../../app/router';
import { NotFound } from '../../ui/NotFound';
import { routeQuery } from '../money/links';
import { PosPage } from './PosPage';

/** `#/pos` and `#/pos?payment=<id>` (from the payments screens and unknown outcomes). */
export function PosArea({ rest }: { rest: string[] }) {
  const { name, params } = routeQuery(rest[0]);
  if (rest.length > 1 || name !== '')
    return <NotFound area="pos" path={`/${['pos', ...rest].join('/')}`} />;
  const paymentId = validId(params.get('payment') ?? undefined);
  // A new ?payment= is a new errand: start from a clean page.
  return <PosPage key={paymentId ?? ''} initialPaymentId={paymentId} />;
}
