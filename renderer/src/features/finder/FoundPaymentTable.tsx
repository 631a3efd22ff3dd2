import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FoundPayment } from '../../../../shared/schemas/payment-search';
import { hrefOf } from '../../app/router';
import { formatDateTime } from '../../i18n/format';
import { cardMask } from '../../lib/card-mask';
import { Id } from '../../ui/Id';
import { StatusBadge } from '../payments/StatusBadge';
import { foundAmountText, useFoundSettlement } from './found-payment';

/**
 * Mirrored payments, each with what it is (its badge), its amount with its currency, card and
 * trace number. The id opens the payment as the API shows it now, never the mirror's copy. The
 * merchant sits under the id, the status under the time and the trace number under the card,
 * as in the Payments list, so the columns fit a 1024 px window (a column of its own put the
 * trace number under the pick, "POS7-" shown of "POS7-000481"); a longer one wraps; `action` adds a last column (the store manager's pick), kept
 * in view at the table's right edge when the row is wider than the window (Spanish at 1024 px
 * put "Este" past it).
 */
export function FoundPaymentTable({
  rows,
  caption,
  before,
  action,
}: {
  rows: readonly FoundPayment[];
  caption: string;
  /** A column before the amount (how far from the time asked about), with its heading. */
  before?: { heading: string; cell: (row: FoundPayment) => ReactNode };
  action?: { heading: string; cell: (row: FoundPayment) => ReactNode };
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className="table-scroll">
      <table className="data-table table-pinned-id found-payments">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="cell-line">{t('finder.results.payment')}</span>
              <span className="cell-line cell-sub">{t('finder.results.merchant')}</span>
            </th>
            <th scope="col">
              <span className="cell-line">{t('finder.results.created')}</span>
              <span className="cell-line cell-sub">{t('finder.results.status')}</span>
            </th>
            {before && <th scope="col">{before.heading}</th>}
            <th scope="col" className="num">
              {t('finder.results.amount')}
            </th>
            <th scope="col">
              <span className="cell-line">{t('finder.results.card')}</span>
              <span className="cell-line cell-sub">{t('finder.results.trace')}</span>
            </th>
            {action && (
              <th scope="col" className="row-action">
                <span className="visually-hidden">{action.heading}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <a
                  className="cell-line"
                  href={hrefOf({ to: '/payments/$id', params: { id: row.id } })}
                >
                  <Id>{row.id}</Id>
                </a>
                <span className="cell-line cell-sub payment-merchant">
                  {row.merchantId ? <Id>{row.merchantId}</Id> : '—'}
                </span>
              </th>
              <td className="nowrap">
                <span className="cell-line">
                  <time dateTime={new Date(row.createdAt).toISOString()}>
                    {formatDateTime(new Date(row.createdAt), i18n.language)}
                  </time>
                </span>
                <span className="cell-line">
                  <FoundStatusBadge row={row} />
                </span>
              </td>
              {before && <td className="nowrap">{before.cell(row)}</td>}
              <td className="num">{foundAmountText(row, i18n.language)}</td>
              <td>
                <span className="cell-line nowrap">
                  {row.lastFour || row.cardBrand
                    ? cardMask(
                        { brand: row.cardBrand, last4: row.lastFour },
                        t('frame.card.unknownBrand'),
                      )
                    : '—'}
                </span>
                <span className="cell-line cell-sub found-trace">
                  {row.traceId ? <Id>{row.traceId}</Id> : '—'}
                </span>
              </td>
              {action && <td className="row-action">{action.cell(row)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function FoundStatusBadge({ row }: { row: FoundPayment }) {
  return <StatusBadge settlement={useFoundSettlement(row)} />;
}
