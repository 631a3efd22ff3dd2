import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../shared/schemas/payment';
import { settlementOf, settlementWord } from '../../lib/settlement';

/**
 * A payment's status in the Payments badges' own word, the API's code on hover: a person
 * checking an unknown outcome reads "Not charged yet" or "Capture in progress", as the Payments
 * list says it, never AUTHORIZED or a second word for the same state.
 */
export function PaymentStatusWord({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  if (!payment.status) return <>—</>;
  return <span title={payment.status}>{settlementWord(t, settlementOf(payment))}</span>;
}
