import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { textOf, timestampOf } from '../../../../shared/schemas/normalize';
import type { Transaction } from '../../../../shared/schemas/payment';
import { transactionOutcome, type TransactionOutcome } from '../../../../shared/schemas/states';
import { fieldOf } from '../../../../shared/schemas/set-aside';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Fact } from '../../ui/Facts';
import { Id } from '../../ui/Id';
import { ApiSays } from '../../ui/ApiSays';
import { RawJson } from '../../ui/RawJson';
import { ShownText } from '../../ui/Shown';
import { ShownAmount, ShownDateTime } from '../../ui/ShownFormats';
import { transactionAmount } from '../../lib/payment-reads';
import { useTransaction } from './queries';
import { TransactionWord } from './transaction-words';

const MARK: Record<TransactionOutcome, string> = { approved: '✓', declined: '✕', pending: '…' };

const timeOf = (t: Transaction) => {
  const read = timestampOf(t.created_at);
  return read.state === 'value' ? read.value.getTime() : Number.POSITIVE_INFINITY;
};

/** Oldest first; transactions without a time keep the API's order, after the dated ones. */
export function inTimeOrder(transactions: readonly Transaction[]): Transaction[] {
  return transactions
    .map((t, index) => ({ t, index }))
    .sort((a, b) => timeOf(a.t) - timeOf(b.t) || a.index - b.index)
    .map(({ t }) => t);
}

export function TransactionTimeline({
  transactions,
  currency,
}: {
  transactions: readonly Transaction[];
  currency: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="payment-transactions">
      <h2 id="payment-transactions">{t('payments.timeline.title')}</h2>
      {transactions.length === 0 ? (
        <p className="muted">{t('payments.timeline.none')}</p>
      ) : (
        <ol className="timeline" aria-label={t('payments.timeline.label')}>
          {inTimeOrder(transactions).map((trx, index) => {
            const outcome = transactionOutcome(trx.status);
            const status = fieldOf(trx, 'status', textOf);
            const detail = textOf(trx.status_detail);
            return (
              <li key={trx.id || `trx-${index}`} className={`timeline-item timeline-${outcome}`}>
                <span className="timeline-mark" aria-hidden="true">
                  {MARK[outcome]}
                </span>
                <div className="timeline-body">
                  <p className="timeline-head">
                    <strong>
                      <TransactionWord which="type" read={fieldOf(trx, 'type', textOf)} />
                    </strong>{' '}
                    <span className={`trx-status trx-status-${outcome}`}>
                      <TransactionWord
                        which="state"
                        read={status}
                        afterType={fieldOf(trx, 'type', textOf)}
                      />
                    </span>{' '}
                    <span className="timeline-amount">
                      <ShownAmount read={transactionAmount(trx, currency)} />
                    </span>
                  </p>
                  <p className="muted">
                    <ShownDateTime read={fieldOf(trx, 'created_at', timestampOf)} /> ·{' '}
                    {trx.id ? <Id>{trx.id}</Id> : '—'}
                    {detail.state === 'value' && (
                      <>
                        {' · '}
                        <ApiSays text={detail.value} />
                      </>
                    )}
                  </p>
                  {trx.id && <TransactionDetails id={trx.id} />}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The full transaction (response code, network data) is fetched only when someone asks. */
function TransactionDetails({ id }: { id: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const trx = useTransaction(id, open);
  return (
    <details className="timeline-details" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('payments.timeline.details', { id })}</summary>
      {!open ? null : trx.isPending ? (
        <p role="status">{t('payments.timeline.loading')}</p>
      ) : trx.isError ? (
        <ErrorNotice title={t('payments.timeline.loadError')} error={toAppError(trx.error)} />
      ) : (
        <>
          <dl className="facts">
            <Fact term={t('payments.timeline.responseCode')}>
              <ShownText read={fieldOf(trx.data, 'response_code', textOf)} />
            </Fact>
            <Fact term={t('payments.timeline.response')}>
              <ShownText read={fieldOf(trx.data, 'response_code_description', textOf)} />
            </Fact>
            <Fact term={t('payments.timeline.parent')}>
              <ShownText read={fieldOf(trx.data, 'parent_transaction_id', textOf)} />
            </Fact>
          </dl>
          <RawJson label={t('payments.timeline.raw', { id })} value={trx.data} />
        </>
      )}
    </details>
  );
}
