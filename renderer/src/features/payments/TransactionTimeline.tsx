import { useState } from 'react';
import type { Transaction } from '../../../../shared/schemas/payment';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { RawJson } from '../../ui/RawJson';
import { formatAmount, outcomeOf, text, toDate, type TransactionOutcome } from './format';
import { useTransaction } from './queries';
import { When } from './When';

const MARK: Record<TransactionOutcome, string> = { approved: '✓', declined: '✕', pending: '…' };

/** Oldest first; transactions without a time keep the API's order, after the dated ones. */
export function inTimeOrder(transactions: readonly Transaction[]): Transaction[] {
  const time = (t: Transaction) => toDate(t.created_at)?.getTime() ?? Number.POSITIVE_INFINITY;
  return transactions
    .map((t, index) => ({ t, index }))
    .sort((a, b) => time(a.t) - time(b.t) || a.index - b.index)
    .map(({ t }) => t);
}

export function TransactionTimeline({
  transactions,
  currency,
}: {
  transactions: readonly Transaction[];
  currency: string | undefined;
}) {
  return (
    <section aria-labelledby="payment-transactions">
      <h2 id="payment-transactions">Transactions</h2>
      {transactions.length === 0 ? (
        <p className="muted">The API listed no transactions for this payment.</p>
      ) : (
        <ol className="timeline" aria-label="Transactions, oldest first">
          {inTimeOrder(transactions).map((t) => {
            const outcome = outcomeOf(t.status);
            return (
              <li key={t.id} className={`timeline-item timeline-${outcome}`}>
                <span className="timeline-mark" aria-hidden="true">
                  {MARK[outcome]}
                </span>
                <div className="timeline-body">
                  <p className="timeline-head">
                    <strong>{text(t.type)}</strong>{' '}
                    <span className={`trx-status trx-status-${outcome}`}>{text(t.status)}</span>{' '}
                    <span className="timeline-amount">{formatAmount(t.amount, currency)}</span>
                  </p>
                  <p className="muted">
                    <When value={t.created_at} /> · <code>{t.id}</code>
                    {t.status_detail && <> · {t.status_detail}</>}
                  </p>
                  <TransactionDetails id={t.id} />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** Fields the schema does not name arrive as `unknown`; only text is shown as text. */
const str = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The full transaction (response code, network data) is fetched only when someone asks. */
function TransactionDetails({ id }: { id: string }) {
  const [open, setOpen] = useState(false);
  const trx = useTransaction(id, open);
  return (
    <details className="timeline-details" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>Details of {id}</summary>
      {!open ? null : trx.isPending ? (
        <p role="status">Loading transaction…</p>
      ) : trx.isError ? (
        <ErrorNotice title="Could not load the transaction." error={toAppError(trx.error)} />
      ) : (
        <>
          <dl className="facts">
            <div>
              <dt>Response code</dt>
              <dd>{text(str(trx.data.response_code))}</dd>
            </div>
            <div>
              <dt>Response</dt>
              <dd>{text(str(trx.data.response_code_description))}</dd>
            </div>
            <div>
              <dt>Parent transaction</dt>
              <dd>{text(trx.data.parent_transaction_id)}</dd>
            </div>
          </dl>
          <RawJson label={`Raw JSON of ${id}`} value={trx.data} />
        </>
      )}
    </details>
  );
}
