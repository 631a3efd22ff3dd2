import { useTranslation } from 'react-i18next';
import type { Payment } from '../../../../shared/schemas/payment';
import { areaHref } from '../../app/router';
import { formatAmount } from '../../i18n/format';
import { textOf, timestampOf } from '../../../../shared/schemas/normalize';
import { fieldOf } from '../../../../shared/schemas/set-aside';
import { Id } from '../../ui/Id';
import { Shown, ShownText } from '../../ui/Shown';
import { ShownDateTime } from '../../ui/ShownFormats';
import { paymentCardRead } from './format';
import { listedAmount } from './local-filters';
import { settlementOf } from './settlement';
import { StatusBadge } from './StatusBadge';

/** Each payment with what was approved, taken and given back, as the ledger would add it up. */
export function PaymentTable({ payments }: { payments: readonly Payment[] }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="data-table table-pinned-id">
        <caption className="visually-hidden">{t('payments.list.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('payments.list.payment')}</th>
            <th scope="col">{t('payments.list.created')}</th>
            <th scope="col">{t('payments.list.status')}</th>
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
            <th scope="col">{t('payments.list.merchant')}</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((p) => {
            const s = settlementOf(p);
            const money = (value: number | undefined) =>
              formatAmount(value ?? null, s.currency ?? null, i18n.language);
            return (
              <tr key={p.id}>
                <th scope="row">
                  <a href={areaHref('payments', p.id)}>
                    <Id>{p.id}</Id>
                  </a>
                </th>
                <td className="nowrap">
                  <ShownDateTime read={fieldOf(p, 'created_at', timestampOf)} />
                </td>
                <td>
                  <StatusBadge settlement={s} />
                </td>
                <td className="num">{money(listedAmount(p))}</td>
                <td className="num">{s.capturedKnown ? money(s.captured) : '—'}</td>
                <td className="num">{money(s.refunded)}</td>
                <td className="nowrap">
                  <ShownText read={paymentCardRead(p)} />
                </td>
                <td>
                  <Shown read={fieldOf(p, 'merchant_id', textOf)}>
                    {(merchant) => <Id>{merchant}</Id>}
                  </Shown>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
