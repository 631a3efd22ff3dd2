import type { Payment } from '../../../../shared/schemas/payment';
import { areaHref } from '../../app/router';
import { currencyOf, formatAmount, paymentCard, text } from './format';
import { When } from './When';

/** What the payment was for: the first authorization's amount, whatever has happened since. */
const amountOf = (p: Payment) => p.initial_amount ?? p.authorized_amount ?? p.current_amount;

export function PaymentTable({ payments }: { payments: readonly Payment[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">Recent payments, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Payment</th>
            <th scope="col">Created</th>
            <th scope="col">Status</th>
            <th scope="col" className="num">
              Amount
            </th>
            <th scope="col">Card</th>
            <th scope="col">Merchant</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                <a href={areaHref('payments', p.id)}>{p.id}</a>
              </th>
              <td>
                <When value={p.created_at} />
              </td>
              <td>{text(p.status)}</td>
              <td className="num">{formatAmount(amountOf(p), currencyOf(p))}</td>
              <td className="nowrap">{paymentCard(p)}</td>
              <td>{text(p.merchant_id)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
