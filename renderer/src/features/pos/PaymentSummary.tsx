import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../shared/schemas/payment';
import { formatMoney } from '../../../../shared/money';
import { Fact } from '../../ui/Facts';
import { settlementOf } from '../payments/settlement';
import { settlementText } from '../payments/settlement-text';
import { cardText } from './pos-text';

/**
 * The payment as the customer would recognise it: card, what was approved, charged and given
 * back. While an operation's outcome is unknown the payment read may already be stale or
 * half-way, so no definite status is shown above "we could not confirm".
 */
export function PaymentSummary({ payment, confirmed }: { payment: Payment; confirmed: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const s = settlementOf(payment);
  const money = (value: number | undefined) =>
    formatMoney(value ?? null, s.currency ?? null, i18n.language);
  return (
    <section className="pos-payment" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('pos.summary.title', { id: payment.id })}</h2>
      <dl className="facts pos-facts">
        <Fact term={t('pos.summary.happened')}>
          {confirmed ? settlementText(s, t, i18n.language) : t('pos.summary.unconfirmed')}
        </Fact>
        <Fact term={t('pos.summary.card')}>{cardText(payment, t)}</Fact>
        {confirmed && (
          <>
            <Fact term={t('pos.summary.authorized')}>{money(s.authorized)}</Fact>
            <Fact term={t('pos.summary.charged')}>{s.capturedKnown ? money(s.captured) : '—'}</Fact>
            <Fact term={t('pos.summary.givenBack')}>{money(s.refunded)}</Fact>
          </>
        )}
      </dl>
    </section>
  );
}
