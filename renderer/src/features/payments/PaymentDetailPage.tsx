import type { Payment } from '../../../../shared/schemas/payment';
import { areaHref } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { RawJson } from '../../ui/RawJson';
import { currencyOf, formatAmount, paymentCard, text } from './format';
import { When } from './When';
import { NextMoves } from './NextMoves';
import { usePayment } from './queries';
import { TransactionTimeline } from './TransactionTimeline';

export function PaymentDetailPage({ id }: { id: string }) {
  const payment = usePayment(id);
  return (
    <>
      <PageTitle>Payment {id}</PageTitle>
      <p>
        <a href={areaHref('payments')}>Back to payments</a>
      </p>
      {payment.isPending ? (
        <p role="status">Loading payment…</p>
      ) : payment.data !== undefined ? (
        <>
          {payment.isRefetchError && (
            <ErrorNotice
              title="Could not refresh the payment."
              error={toAppError(payment.error)}
              onRetry={() => void payment.refetch()}
            />
          )}
          <PaymentView payment={payment.data} />
        </>
      ) : toAppError(payment.error).code === 'not_found' ? (
        <p className="notice notice-error" role="alert">
          No payment with id {id}
        </p>
      ) : (
        <ErrorNotice
          title="Could not load the payment."
          error={toAppError(payment.error)}
          onRetry={() => void payment.refetch()}
        />
      )}
    </>
  );
}

function PaymentView({ payment: p }: { payment: Payment }) {
  const currency = currencyOf(p);
  const amounts: Array<[string, Payment['current_amount']]> = [
    ['Authorized', p.authorized_amount],
    ['Captured', p.captured_amount],
    ['Refunded', p.refunded_amount],
    ['Current', p.current_amount],
  ];
  const instrumentId = p.payment_instrument?.id;
  return (
    <>
      <p className="payment-status">
        <span className="muted">Status</span> <strong>{text(p.status)}</strong>
        {p.status_detail && <span className="muted"> {p.status_detail}</span>}
      </p>
      <section aria-labelledby="payment-amounts">
        <h2 id="payment-amounts">Amounts</h2>
        <dl className="amounts">
          {amounts.map(([term, amount]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{formatAmount(amount, currency)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <dl className="facts">
        <div>
          <dt>Currency</dt>
          <dd>{text(currency)}</dd>
        </div>
        <div>
          <dt>Initial amount</dt>
          <dd>{formatAmount(p.initial_amount, currency)}</dd>
        </div>
        <div>
          <dt>Merchant</dt>
          <dd>{text(p.merchant_id)}</dd>
        </div>
        <div>
          <dt>Capture mode</dt>
          <dd>{text(p.capture?.mode)}</dd>
        </div>
        <div>
          <dt>Card</dt>
          <dd>
            {paymentCard(p)}
            {instrumentId && (
              <>
                {' '}
                (<a href={areaHref('instruments', instrumentId)}>{instrumentId}</a>)
              </>
            )}
          </dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            <When value={p.created_at} />
          </dd>
        </div>
        <div>
          <dt>Updated</dt>
          <dd>
            <When value={p.updated_at} />
          </dd>
        </div>
      </dl>
      <NextMoves payment={p} />
      <TransactionTimeline transactions={p.transactions ?? []} currency={currency} />
      <RawJson label="Raw JSON of the payment" value={p} />
    </>
  );
}
