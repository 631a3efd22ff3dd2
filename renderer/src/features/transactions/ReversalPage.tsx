import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReversalType } from '../../../../shared/schemas/reversal';
import { readId } from '../../lib/ids';
import { PageTitle } from '../../ui/PageTitle';
import { EveryForm, type AreaForms } from '../money/area-forms';
import { usePayment, useTransaction } from '../payments/queries';
import { PaymentContext } from './PaymentContext';
import { ReversalForm } from './ReversalForm';
import { limitsOf } from './reversal-limits';

interface ReversalProps {
  transactionId: string | undefined;
  type: ReversalType | undefined;
}

const FORMS = {
  'transactions:reverse': (props) => <Reverse {...props} />,
} satisfies AreaForms<'transactions', ReversalProps>;

/** `#/transactions/reverse?transaction=…&type=…`: the forms that act on a transaction. */
export function ReversalPage(props: ReversalProps) {
  return <EveryForm forms={FORMS} props={props} />;
}

/** Capture, refund, cancel, reverse or adjust. */
function Reverse({ transactionId, type }: ReversalProps) {
  const { t } = useTranslation();
  // Only an id is looked up; anything else the address gave waits at its field with why.
  const [lookup, setLookup] = useState(readId(transactionId));
  // Same query keys as PaymentContext: React Query shares the reads, they are not repeated.
  const transaction = useTransaction(lookup);
  const payment = usePayment(transaction.data?.payment_id ?? undefined);
  return (
    <>
      <PageTitle>{t('transactions.form.title')}</PageTitle>
      <ReversalForm
        context={<PaymentContext transactionId={lookup} />}
        transactionId={transactionId}
        type={type}
        limits={payment.data ? limitsOf(payment.data) : undefined}
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
