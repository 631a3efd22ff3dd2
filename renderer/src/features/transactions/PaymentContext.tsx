import type { Payment } from '../../../../shared/schemas/payment';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { moneyNumber, moneyText } from '../money/format';
import { paymentHref } from '../money/links';
import { Fact } from '../../ui/Facts';
import { usePayment, useTransaction } from '../payments/queries';

/** What the state machine allows next (api-notes "States"), so QA does not send a sure 409. */
export function possibleMoves(payment: Payment): string {
  const authorized = moneyNumber(payment.authorized_amount) ?? 0;
  const captured = moneyNumber(payment.captured_amount) ?? 0;
  switch (payment.status) {
    case 'AUTHORIZED':
      return 'Capture (part or all), cancellation, reversal or adjustment.';
    case 'CAPTURED':
      return captured < authorized
        ? 'Refund of what was captured, or capture of the rest.'
        : 'Refund (part or all of what was captured).';
    case 'REFUNDED':
    case 'CANCELLED':
      return `Nothing: the payment is ${payment.status.toLowerCase()}.`;
    default:
      return payment.status === 'FAILED' || payment.status === 'REJECTED'
        ? 'Nothing: the authorization was not approved.'
        : 'Unknown for this status; the API will say.';
  }
}

/** The payment behind the transaction being reversed: its status and amounts at a glance. */
export function PaymentContext({ transactionId }: { transactionId: string | undefined }) {
  const transaction = useTransaction(transactionId);
  const paymentId = transaction.data?.payment_id ?? undefined;
  const payment = usePayment(paymentId);
  if (transactionId === undefined) return null;
  if (transaction.isPending) return <p role="status">Reading transaction {transactionId}…</p>;
  if (transaction.isError) {
    return (
      <ErrorNotice
        title={`Could not read transaction ${transactionId}.`}
        error={toAppError(transaction.error)}
        onRetry={() => void transaction.refetch()}
      />
    );
  }
  if (paymentId === undefined) return <p>Transaction {transactionId} names no payment.</p>;
  if (payment.isPending) return <p role="status">Reading payment {paymentId}…</p>;
  if (payment.isError) {
    return (
      <ErrorNotice
        title={`Could not read payment ${paymentId}.`}
        error={toAppError(payment.error)}
        onRetry={() => void payment.refetch()}
      />
    );
  }
  const p = payment.data;
  const currency = p.currency;
  return (
    <section className="money-context" aria-label="Payment of this transaction">
      <dl className="facts">
        <Fact term="Payment">
          <a href={paymentHref(p.id)}>{p.id}</a>
        </Fact>
        <Fact term="Status">{p.status ?? 'Not known'}</Fact>
        <Fact term="Authorized">
          {moneyText(p.authorized_amount ?? p.initial_amount, currency)}
        </Fact>
        <Fact term="Captured">{moneyText(p.captured_amount, currency)}</Fact>
        <Fact term="Refunded">{moneyText(p.refunded_amount, currency)}</Fact>
        <Fact term="Capture mode">{p.capture?.mode ?? 'Not known'}</Fact>
        <Fact term="This transaction">
          {transactionId} ({transaction.data.type ?? '?'}, {transaction.data.status ?? '?'})
        </Fact>
        <Fact term="Possible now">{possibleMoves(p)}</Fact>
      </dl>
    </section>
  );
}
