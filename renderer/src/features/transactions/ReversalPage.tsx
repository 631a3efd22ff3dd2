import { useState } from 'react';
import type { ReversalType } from '../../../../shared/schemas/reversal';
import { PageTitle } from '../../ui/PageTitle';
import { usePayment, useTransaction } from '../payments/queries';
import { PaymentContext } from './PaymentContext';
import { ReversalForm } from './ReversalForm';

/** `#/transactions/reverse?transaction=…&type=…`: capture, refund, cancel, reverse or adjust. */
export function ReversalPage({
  transactionId,
  type,
}: {
  transactionId: string | undefined;
  type: ReversalType | undefined;
}) {
  const [lookup, setLookup] = useState(transactionId);
  // Same query keys as PaymentContext: React Query shares the reads, they are not repeated.
  const transaction = useTransaction(lookup);
  const payment = usePayment(transaction.data?.payment_id ?? undefined);
  return (
    <>
      <PageTitle>Capture, refund or reverse a transaction</PageTitle>
      <PaymentContext transactionId={lookup} />
      <ReversalForm
        transactionId={transactionId}
        type={type}
        currency={payment.data?.currency ?? undefined}
        paymentId={
          lookup && transaction.data?.payment_id
            ? { transaction_id: lookup, payment_id: transaction.data.payment_id }
            : undefined
        }
        onTransaction={setLookup}
      />
    </>
  );
}
