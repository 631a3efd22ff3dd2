import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../shared/schemas/payment';
import { hrefOf } from '../../app/router';
import { formatMoney } from '../../../../shared/money';
import { textOf, timestampOf } from '../../../../shared/schemas/normalize';
import { fieldOf } from '../../../../shared/schemas/set-aside';
import { Id } from '../../ui/Id';
import { Shown } from '../../ui/Shown';
import { ShownDateTime } from '../../ui/ShownFormats';
import { paymentCardRead } from '../../lib/payment-reads';
import { listedAmount } from './local-filters';
import { settlementOf } from './settlement';
import { StatusBadge } from './StatusBadge';

/** "Visa •••• 1111" as the brand over its masked digits: the narrowest column that cuts neither. */
function cardLines(card: string) {
  const masked = /^(.*\S) (•+ ?\d*)$/.exec(card);
  if (!masked) return card;
  return (
    <>
      <span className="cell-line">{masked[1]}</span> <span className="cell-line">{masked[2]}</span>
    </>
  );
}

/**
 * Each payment with what was approved, taken and given back, as the ledger would add it up. The
 * merchant sits under the id and the status under the date, so every column fits a 1024 px window
 * without a sideways scroll that would hide the amounts on the right.
 */
export function PaymentTable({ payments }: { payments: readonly Payment[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="data-table table-pinned-id">
        <caption className="visually-hidden">{t('payments.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="cell-line">{t('payments.list.payment')}</span>
              <span className="cell-line cell-sub">{t('payments.list.merchant')}</span>
            </th>
            <th scope="col">
              <span className="cell-line">{t('payments.list.created')}</span>
              <span className="cell-line cell-sub">{t('payments.list.status')}</span>
            </th>
            <th scope="col" className="num">
              {t('payments.list.amount')}
            </th>
            <th scope="col" className="num">
              {t('payments.amounts.captured')}
            </th>
            <th scope="col" className="num">
              {t('payments.amounts.refunded')}
            </th>
            <th scope="col">{t('payments.list.card')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => {
            const s = settlementOf(p);
            const money = (value: number | undefined) =>
              formatMoney(value ?? null, s.currency ?? null, i18n.language);
            return (
              <tr key={p.id}>
                <th scope="row">
                  <a
                    className="cell-line"
                    href={hrefOf({ to: '/payments/$id', params: { id: p.id } })}
                  >
                    <Id>{p.id}</Id>
                  </a>
                  <span className="cell-line cell-sub payment-merchant">
                    <Shown read={fieldOf(p, 'merchant_id', textOf)}>
                      {(merchant) => <Id>{merchant}</Id>}
                    </Shown>
                  </span>
                </th>
                <td className="nowrap">
                  <span className="cell-line">
                    <ShownDateTime read={fieldOf(p, 'created_at', timestampOf)} />
                  </span>
                  <span className="cell-line">
                    <StatusBadge settlement={s} />
                  </span>
                </td>
                <td className="num">{money(listedAmount(p))}</td>
                <td className="num">{s.capturedKnown ? money(s.captured) : '—'}</td>
                <td className="num">{money(s.refunded)}</td>
                <td className="nowrap">
                  <Shown read={paymentCardRead(p)}>{cardLines}</Shown>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
