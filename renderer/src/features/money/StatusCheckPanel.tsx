import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MarkResolvedInput, OperationReport } from '../../../../shared/schemas/operation';
import type { Payment } from '../../../../shared/schemas/payment';
import type { PaymentSearch } from '../../../../shared/schemas/status-check';
import { hrefOf } from '../../app/router';
import { outcomeSearch } from '../finder/outcome-search';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Fact } from '../../ui/Facts';
import { currencyOf, apiAmountText } from '../../lib/payment-reads';
import { When } from '../../ui/When';
import { amountText, formatWhen } from './report';
import { PaymentStatusWord } from './PaymentStatusWord';
import { useResolveOperation } from './useResolveOperation';

type Decision = { verdict: 'went_through'; payment_id: string } | { verdict: 'did_not_happen' };

/**
 * "Check status": what the API shows now, read without sending anything that moves money. The
 * operation's payment when its id is known, otherwise the merchant's payments around its time
 * and amount, so the operator can recognise the one it made (or see that there is none) and
 * settle the operation; the journal keeps who settled it and when.
 */
export function StatusCheckPanel({
  report,
  onReport,
}: {
  report: OperationReport;
  onReport: (report: OperationReport) => void;
}) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const [note, setNote] = useState('');
  const check = useQuery({
    queryKey: queryKeys.outcomes.statusCheck(report.operation_id),
    queryFn: () => call(api().outcomes.checkStatus({ operation_id: report.operation_id })),
    staleTime: 0,
  });
  const resolve = useResolveOperation(onReport);
  const decide = (decision: Decision) => {
    if (resolve.isPending) return;
    const input: MarkResolvedInput = {
      operation_id: report.operation_id,
      ...decision,
      ...(note.trim() ? { note: note.trim() } : {}),
    };
    resolve.mutate(input);
  };
  const busy = resolve.isPending;
  const data = check.data;

  return (
    <section className="status-check" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('money.check.title')}</h3>
      {check.isPending && <p role="status">{t('money.check.reading')}</p>}
      {check.isError && (
        <ErrorNotice
          title={t('money.check.failed')}
          error={toAppError(check.error)}
          onRetry={() => void check.refetch()}
        />
      )}
      {data?.payment && (
        <KnownPayment
          payment={data.payment}
          busy={busy}
          onWentThrough={() => decide({ verdict: 'went_through', payment_id: data.payment!.id })}
        />
      )}
      {data?.search && (
        <Candidates
          search={data.search}
          report={report}
          busy={busy}
          onMatch={(id) => decide({ verdict: 'went_through', payment_id: id })}
        />
      )}
      {data && (
        <>
          <p>
            <a href={hrefOf({ to: '/payments/find', search: outcomeSearch(report) })}>
              {t('money.check.findInMirror')}
            </a>
          </p>
          <div className="field">
            <label htmlFor={`${headingId}-note`}>{t('money.check.note')}</label>
            <input
              id={`${headingId}-note`}
              value={note}
              maxLength={500}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="money-action-row">
            <button
              type="button"
              disabled={busy}
              aria-busy={busy}
              onClick={() => decide({ verdict: 'did_not_happen' })}
            >
              {data.search ? t('money.check.noneOfThese') : t('money.check.didNotHappen')}
            </button>
            <button type="button" disabled={check.isFetching} onClick={() => void check.refetch()}>
              {t('money.check.again')}
            </button>
          </div>
          <p className="hint">
            {t('money.check.readAt', { when: formatWhen(data.checked_at, i18n.language) })}
          </p>
        </>
      )}
      {resolve.isError && (
        <ErrorNotice title={t('money.check.resolveFailed')} error={toAppError(resolve.error)} />
      )}
      {resolve.dialog}
    </section>
  );
}

function KnownPayment({
  payment,
  busy,
  onWentThrough,
}: {
  payment: Payment;
  busy: boolean;
  onWentThrough: () => void;
}) {
  const { t, i18n } = useTranslation();
  const currency = currencyOf(payment);
  return (
    <>
      <dl className="facts" aria-label={t('money.check.paymentLabel')}>
        <Fact term={t('money.check.payment')}>
          <a href={hrefOf({ to: '/payments/$id', params: { id: payment.id } })}>{payment.id}</a>
        </Fact>
        <Fact term={t('money.check.status')}>
          <PaymentStatusWord payment={payment} />
        </Fact>
        <Fact term={t('money.check.amount')}>
          {apiAmountText(payment.initial_amount, currency, i18n.language)}
        </Fact>
        <Fact term={t('money.check.currentAmount')}>
          {apiAmountText(payment.current_amount, currency, i18n.language)}
        </Fact>
        <Fact term={t('money.check.created')}>
          <When value={payment.created_at} />
        </Fact>
        <Fact term={t('money.check.transactions')}>
          {(payment.transactions ?? [])
            .map((trx) => [trx.type, trx.status].filter(Boolean).join(' '))
            .join(', ') || t('money.check.none')}
        </Fact>
      </dl>
      <div className="money-action-row">
        <button
          type="button"
          className="button-primary"
          disabled={busy}
          aria-busy={busy}
          onClick={onWentThrough}
        >
          {t('money.check.wentThrough')}
        </button>
      </div>
    </>
  );
}

function Candidates({
  search,
  report,
  busy,
  onMatch,
}: {
  search: PaymentSearch;
  report: OperationReport;
  busy: boolean;
  onMatch: (paymentId: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const where = search.merchant_id
    ? t('money.check.merchant', { id: search.merchant_id })
    : t('money.check.account');
  const amount = amountText(report, language);
  const span = {
    where,
    from: formatWhen(search.from, language),
    to: formatWhen(search.to, language),
  };
  return (
    <>
      <p>
        {amount
          ? t('money.check.aroundAmount', { ...span, amount })
          : t('money.check.around', span)}
      </p>
      {!search.complete && <p className="hint">{t('money.check.incomplete')}</p>}
      {search.candidates.length === 0 ? (
        <p className="empty">{t('money.check.empty', { where })}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('money.check.table')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('money.check.payment')}</th>
                <th scope="col">{t('money.check.created')}</th>
                <th scope="col">{t('money.check.status')}</th>
                <th scope="col" className="num">
                  {t('money.check.amount')}
                </th>
                <th scope="col">{t('money.check.sameAmount')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('money.check.decision')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {search.candidates.map(({ payment, amount_matches }) => (
                <tr key={payment.id}>
                  <th scope="row">
                    <a href={hrefOf({ to: '/payments/$id', params: { id: payment.id } })}>
                      {payment.id}
                    </a>
                  </th>
                  <td>
                    <When value={payment.created_at} />
                  </td>
                  <td>
                    <PaymentStatusWord payment={payment} />
                  </td>
                  <td className="num">
                    {apiAmountText(payment.initial_amount, currencyOf(payment), language)}
                  </td>
                  <td>{amount_matches ? t('money.check.yes') : t('money.check.no')}</td>
                  <td>
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={t('money.check.thisOneLabel', { id: payment.id })}
                      onClick={() => onMatch(payment.id)}
                    >
                      {t('money.check.thisOne')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
