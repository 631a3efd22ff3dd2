import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { Fact } from '../../ui/Facts';
import { RawJson } from '../../ui/RawJson';
import { paymentHref } from './links';
import { RefreshStatus } from './RefreshStatus';
import { amountText, formatWhen, outcomeView, paymentIdOf, transactionIdOf } from './report';
import { resolutionText } from './resolution';
import { UnknownActions } from './UnknownActions';

/**
 * Any money operation's report, for QA: the outcome in one large plain line, then every fact
 * support may ask for. "Outcome unknown" is never dressed up as a failure: it offers the safe
 * retry and cancel-or-refund instead.
 */
export function OperationResult({
  report: given,
  request,
  renderNext,
}: {
  report: OperationReport;
  /** What the form sent to main, card data already removed. */
  request?: unknown;
  /** The page's next moves, for the latest report (a retry may have turned it into an approval). */
  renderNext?: (report: OperationReport) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [retried, setRetried] = useState<OperationReport>();
  // A retry answers for the same operation; a new operation replaces both.
  const report = retried?.operation_id === given.operation_id ? retried : given;
  const outcome = outcomeView(report, t, i18n.language);
  const paymentId = paymentIdOf(report);
  const transactionId = transactionIdOf(report);
  const status = report.status;

  // The result appears beside the form; moving focus to it tells keyboard and screen reader users.
  useEffect(() => {
    heading.current?.focus();
  }, [report.operation_id, report.attempts]);

  return (
    <section className="operation-result" aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        Result
      </h2>
      <p className={`outcome outcome-${outcome.tone}`}>{outcome.label}</p>
      {outcome.explanation && <p className="outcome-explanation">{outcome.explanation}</p>}
      {report.response_code && (
        <p className="outcome-code">
          Response code <strong>{report.response_code}</strong>
          {report.response_code_description ? ` — ${report.response_code_description}` : ''}
        </p>
      )}
      {report.error && (
        <dl className="facts money-error" aria-label="Error">
          <Fact term="Error status">{report.error.status ?? 'No HTTP answer'}</Fact>
          <Fact term="Error code">{report.error.apiCode ?? report.error.code}</Fact>
          <Fact term="Error message">{report.error.message}</Fact>
        </dl>
      )}
      {report.resolution && (
        <p className="outcome-resolution">
          Settled by hand by {report.resolution.by}
          {report.finished_at ? ` on ${formatWhen(report.finished_at)}` : ''}:{' '}
          {resolutionText(report.resolution)}.
        </p>
      )}
      {report.outcome === 'unknown' && <UnknownActions report={report} onReport={setRetried} />}
      {report.outcome === 'pending' && <RefreshStatus report={report} />}
      {renderNext?.(report)}
      <dl className="facts" aria-label="Operation facts">
        <Fact term="Operation">{report.label}</Fact>
        {amountText(report) && <Fact term="Amount">{amountText(report)}</Fact>}
        <Fact term="HTTP status">{report.http_status ?? 'No HTTP answer'}</Fact>
        {status && (
          <Fact term={report.kind === 'pos:cancelOrRefund' ? 'Action' : 'Transaction status'}>
            {status}
          </Fact>
        )}
        <Fact term="Payment">
          {paymentId ? <a href={paymentHref(paymentId)}>{paymentId}</a> : 'Not known'}
        </Fact>
        <Fact term="Transaction">
          {transactionId && paymentId ? (
            <a href={paymentHref(paymentId)}>{transactionId}</a>
          ) : (
            (transactionId ?? 'Not known')
          )}
        </Fact>
        <Fact term="Idempotency key">{report.idempotency_key}</Fact>
        <Fact term="Attempts">{report.attempts}</Fact>
        <Fact term="Latency">{Math.round(report.latency_ms)} ms</Fact>
        <Fact term="Started">{formatWhen(report.started_at)}</Fact>
        <Fact term="Operation id">{report.operation_id}</Fact>
      </dl>
      <RawJson label="Response (raw JSON)" value={report.response ?? null} />
      {request !== undefined && <RawJson label="Request (raw JSON)" value={request} />}
      <RawJson label="Operation report (raw JSON)" value={report} />
    </section>
  );
}
