import { useTranslation } from 'react-i18next';
import { isCapturing } from '../../../../shared/payment-states';
import type { Payment } from '../../../../shared/schemas/payment';
import { statusWordOf } from '../../i18n/status-word';

/** A capture the API settles later, on an AUTHORIZED payment (the reference's AUTOMATIC one). */
function capturePending(payment: Payment): boolean {
  if (isCapturing(payment.status)) return true;
  return (payment.transactions ?? []).some(
    (tx) => tx.type?.toUpperCase() === 'CAPTURE' && tx.status?.toUpperCase() === 'PENDING',
  );
}

/**
 * A payment's status as the Payments screens word it, the API's code on hover: a person checking
 * an unknown outcome reads "Authorized" or "Capture in progress", never AUTHORIZED. A status the
 * catalog does not know is shown as sent.
 */
export function PaymentStatusWord({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  if (!payment.status) return <>—</>;
  const word = capturePending(payment)
    ? t('money.outcome.capturing')
    : statusWordOf(t, payment.status);
  return <span title={payment.status ?? undefined}>{word}</span>;
}
