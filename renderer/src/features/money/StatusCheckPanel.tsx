import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { MarkResolvedInput, OperationReport } from '../../../../shared/schemas/operation';
import type { Payment } from '../../../../shared/schemas/payment';
import type { PaymentSearch } from '../../../../shared/schemas/status-check';
import { areaHref } from '../../app/router';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { Fact } from '../../ui/Facts';
import { currencyOf, formatAmount, formatWhen, text } from '../payments/format';
import { When } from '../payments/When';
import { amountText } from './report';
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
  const headingId = useId();
  const [note, setNote] = useState('');
  const check = useQuery({
    queryKey: queryKeys.operations.statusCheck(report.operation_id),
    queryFn: () => call(api().operations.checkStatus({ operation_id: report.operation_id })),
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
      <h3 id={headingId}>What the API shows</h3>
      {check.isPending && <p role="status">Reading the API…</p>}
      {check.isError && (
        <ErrorNotice
          title="Could not check the status."
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
          <div className="field">
            <label htmlFor={`${headingId}-note`}>Note for the journal (optional)</label>
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
              {data.search ? 'None of these: it did not go through' : 'It did not go through'}
            </button>
            <button type="button" disabled={check.isFetching} onClick={() => void check.refetch()}>
              Check again
            </button>
          </div>
          <p className="hint">
            Read at {formatWhen(data.checked_at)}. Your decision is written to the journal with your
            name and the time, and the operation leaves the unknown outcomes.
          </p>
        </>
      )}
      {resolve.isError && (
        <ErrorNotice title="It could not be marked resolved." error={toAppError(resolve.error)} />
      )}
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
  const currency = currencyOf(payment);
  return (
    <>
      <dl className="facts" aria-label="Payment as the API shows it">
        <Fact term="Payment">
          <a href={areaHref('payments', payment.id)}>{payment.id}</a>
        </Fact>
        <Fact term="Status">{text(payment.status)}</Fact>
        <Fact term="Amount">{formatAmount(payment.initial_amount, currency)}</Fact>
        <Fact term="Current amount">{formatAmount(payment.current_amount, currency)}</Fact>
        <Fact term="Created">
          <When value={payment.created_at} />
        </Fact>
        <Fact term="Transactions">
          {(payment.transactions ?? [])
            .map((t) => [t.type, t.status].filter(Boolean).join(' '))
            .join(', ') || 'None'}
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
          It went through
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
  const where = search.merchant_id ? `merchant ${search.merchant_id}` : 'this account';
  return (
    <>
      <p>
        Payments of {where} from {formatWhen(search.from)} to {formatWhen(search.to)}
        {amountText(report) ? `, looking for ${amountText(report)}` : ''}. Pick the one this
        operation made, if you recognise it.
      </p>
      {!search.complete && (
        <p className="hint">
          Only the newest pages were read: older payments of that time may be missing. Look in
          Payments if none of these is it.
        </p>
      )}
      {search.candidates.length === 0 ? (
        <p className="empty">No payment of {where} in that time.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">Payments around the operation</caption>
            <thead>
              <tr>
                <th scope="col">Payment</th>
                <th scope="col">Created</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Amount
                </th>
                <th scope="col">Same amount</th>
                <th scope="col">
                  <span className="visually-hidden">Decision</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {search.candidates.map(({ payment, amount_matches }) => (
                <tr key={payment.id}>
                  <th scope="row">
                    <a href={areaHref('payments', payment.id)}>{payment.id}</a>
                  </th>
                  <td>
                    <When value={payment.created_at} />
                  </td>
                  <td>{text(payment.status)}</td>
                  <td className="num">
                    {formatAmount(payment.initial_amount, currencyOf(payment))}
                  </td>
                  <td>{amount_matches ? 'Yes' : 'No'}</td>
                  <td>
                    <button
                      type="button"
                      disabled={busy}
                      aria-label={`This is the one: ${payment.id}`}
                      onClick={() => onMatch(payment.id)}
                    >
                      This is the one
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
