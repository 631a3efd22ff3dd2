import { validId } from '../../app/router';
import { NotFound } from '../../ui/NotFound';
import { PaymentDetailPage } from './PaymentDetailPage';
import { PaymentListPage } from './PaymentListPage';

/** `#/payments` lists recent payments; `#/payments/<id>` shows one. */
export function PaymentsArea({ rest }: { rest: string[] }) {
  if (rest.length === 0) return <PaymentListPage />;
  const id = validId(rest[0]);
  if (id && rest.length === 1) return <PaymentDetailPage id={id} />;
  return <NotFound path={`/payments/${rest.join('/')}`} />;
}
