import { useId } from 'react';
import type { Payment } from '../../../../shared/schemas/payment';
import { cardText, moneyNumber, moneyText } from '../money/format';
import { Fact } from '../../ui/Facts';
import { plainStatus } from './pos-text';

/** The payment as the customer would recognise it: amount, card and what happened to it. */
export function PaymentSummary({ payment }: { payment: Payment }) {
  const refunded = moneyNumber(payment.refunded_amount) ?? 0;
  const titleId = useId();
  return (
    <section className="pos-payment" aria-labelledby={titleId}>
      <h2 id={titleId}>Payment {payment.id}</h2>
      <dl className="facts pos-facts">
        <Fact term="Amount">{moneyText(payment.initial_amount, payment.currency)}</Fact>
        <Fact term="Card">{cardText(payment)}</Fact>
        <Fact term="Status">{plainStatus(payment.status)}</Fact>
        {refunded > 0 && payment.status !== 'REFUNDED' && (
          <Fact term="Already given back">
            {moneyText(payment.refunded_amount, payment.currency)}
          </Fact>
        )}
      </dl>
    </section>
  );
}
