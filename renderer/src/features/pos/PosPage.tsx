import { useState } from 'react';
import { useAppInfo } from '../../app/ProfileIndicator';
import { toAppError } from '../../lib/api';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { usePayment } from '../payments/queries';
import { useMoneyOperation } from '../money/useMoneyOperation';
import { cardText } from '../money/format';
import { FindPaymentForm } from './FindPaymentForm';
import { PaymentSummary } from './PaymentSummary';
import { PosOutcomePanel } from './PosOutcomePanel';
import { amountAtStake } from './pos-text';

/**
 * Cancel-or-refund for store managers: find the payment, check it is the customer's, press
 * one button. The API decides between cancelling and refunding, and reports one already done.
 */
export function PosPage({ initialPaymentId }: { initialPaymentId: string | undefined }) {
  const [paymentId, setPaymentId] = useState(initialPaymentId);
  const [asking, setAsking] = useState(false);
  const payment = usePayment(paymentId);
  const money = useMoneyOperation('pos:cancelOrRefund');
  const production = useAppInfo().data?.profile.production;

  const find = (id: string) => {
    money.clear();
    setPaymentId(id);
  };
  const send = () => {
    setAsking(false);
    if (paymentId) void money.submit({ payment_id: paymentId });
  };
  // On production, main's own confirmation (same facts, plus the profile) replaces this one;
  // while the profile is not known yet, this one is asked first and main's may follow.
  const start = () => (production === true ? send() : setAsking(true));

  const question = payment.data
    ? `Cancel or refund ${amountAtStake(payment.data)} on the card ending ${payment.data.payment_instrument?.last_four_digits ?? '(not known)'}?`
    : '';

  return (
    <>
      <PageTitle>Cancel or refund a payment</PageTitle>
      <p className="pos-intro">
        Use this when a card payment did not finish properly and you are not sure whether the
        customer was charged. If the money was not taken yet, the payment is cancelled; if it was,
        it is given back. A payment already cancelled or refunded is reported as such.
      </p>
      <FindPaymentForm initialId={initialPaymentId} busy={money.busy} onFind={find} />
      {payment.isPending && paymentId && <p role="status">Looking up the payment…</p>}
      {payment.isError && (
        <ErrorNotice
          title={`We could not find payment ${paymentId}.`}
          error={toAppError(payment.error)}
          onRetry={() => void payment.refetch()}
        />
      )}
      {payment.data && (
        <>
          <PaymentSummary payment={payment.data} />
          {!money.report && (
            <div className="form-actions">
              <button
                type="button"
                className="button-primary pos-button"
                disabled={money.busy}
                aria-busy={money.busy}
                onClick={start}
              >
                Cancel or refund this payment
              </button>
              <span role="status" className="muted">
                {money.busy ? 'Working on it… do not close the console.' : ''}
              </span>
            </div>
          )}
        </>
      )}
      {money.error && <ApiErrorBlock title="Nothing was done" error={money.error} />}
      {money.report && (
        <PosOutcomePanel
          key={money.report.operation_id}
          report={money.report}
          onReport={money.replaceReport}
        />
      )}
      {asking && payment.data && (
        <ConfirmDialog
          open
          title="Cancel or refund this payment?"
          confirmLabel="Yes, cancel or refund"
          cancelLabel="No, go back"
          danger
          onConfirm={send}
          onCancel={() => setAsking(false)}
        >
          <p className="money-confirm-question">{question}</p>
          <p>Card: {cardText(payment.data)}</p>
        </ConfirmDialog>
      )}
      {money.dialog}
    </>
  );
}
