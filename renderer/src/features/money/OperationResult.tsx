import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { moneyPresentation } from '../../../../shared/operations/words';
import { DateTime } from '../../ui/DateTime';
import { Fact } from '../../ui/Facts';
import { ApiSays } from '../../ui/ApiSays';
import { ApiValue } from '../../ui/ApiValue';
import { RawJson } from '../../ui/RawJson';
import { ErrorFacts } from './ErrorFacts';
import { paymentHref } from './links';
import { RefreshStatus } from './RefreshStatus';
import {
  formatWhen,
  movedAmountText,
  operationName,
  outcomeView,
  paymentIdOf,
  transactionIdOf,
} from './report';
import { resolutionText } from './resolution';
import { UnknownActions } from './UnknownActions';

/**
 * Any money operation's report, for QA: the outcome in one large plain line, then every fact
 * support may ask for. "Outcome unknown" is never dressed up as a failure: it offers the safe
 * retry and cancel-or-refund instead.
 */
export function OperationResult({
  report: given,
  renderNext,
  stale = false,
}: {
  report: OperationReport;
  /** The form has changed since: this answers the earlier input, not what is on screen. */
  stale?: boolean;
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
  const language = i18n.language;
  const amount = movedAmountText(report, language);

  // The result appears beside the form; moving focus to it tells keyboard and screen reader users.
  useEffect(() => {
    heading.current?.focus();
  }, [report.operation_id, report.attempts]);

  return (
    <section
      className={stale ? 'operation-result operation-result-stale' : 'operation-result'}
      aria-labelledby={titleId}
    >
      <h2 id={titleId} ref={heading} tabIndex={-1}>
        {t('money.result.title')}
      </h2>
      {stale && (
        <p className="notice operation-result-stale-note" role="status">
          {t('money.result.stale')}
        </p>
      )}
      <p className={`outcome outcome-${outcome.tone}`}>{outcome.label}</p>
      {outcome.explanation && (
        <p className="outcome-explanation" title={outcome.explanationCode}>
          {outcome.explanation}
        </p>
      )}
      {report.response_code && (
        <p className="outcome-code">
          {t('money.result.responseCode')} <strong>{report.response_code}</strong>
          {report.response_code_description && (
            <>
              {' — '}
              <ApiSays text={report.response_code_description} />
            </>
          )}
        </p>
      )}
      {report.error && <ErrorFacts error={report.error} />}
      {report.resolution && (
        <p className="outcome-resolution">
          {resolutionText(
            report.resolution,
            t,
            report.resolution.verdict === 'resent' ? outcome.label : undefined,
          )}
          {/* After the sentence's full stop: in brackets, so "now" does not start a sentence. */}
          {report.finished_at && (
            <>
              {' ('}
              <DateTime value={report.finished_at} />
              {')'}
            </>
          )}
        </p>
      )}
      {report.outcome === 'unknown' && <UnknownActions report={report} onReport={setRetried} />}
      {report.outcome === 'pending' && <RefreshStatus report={report} />}
      {renderNext?.(report)}
      <dl className="facts" aria-label={t('money.result.facts')}>
        <Fact term={t('money.result.operation')}>{operationName(report, t)}</Fact>
        {amount && <Fact term={t('money.result.amount')}>{amount}</Fact>}
        {/* An error's facts above state its status already: once is enough. */}
        {!report.error && (
          <Fact term={t('money.result.httpStatus')}>
            {report.http_status ?? t('money.result.noHttpAnswer')}
          </Fact>
        )}
        {status && (
          <Fact
            term={t(
              // Its status is the action taken on the payment, not a transaction's status.
              moneyPresentation(report.kind).success === 'paymentAction'
                ? 'money.result.action'
                : 'money.result.transactionStatus',
            )}
          >
            <ApiValue code={status} />
          </Fact>
        )}
        <Fact term={t('money.result.payment')}>
          {paymentId ? (
            <a href={paymentHref(paymentId)}>{paymentId}</a>
          ) : (
            t('money.result.notKnown')
          )}
        </Fact>
        <Fact term={t('money.result.transaction')}>
          {transactionId && paymentId ? (
            <a href={paymentHref(paymentId)}>{transactionId}</a>
          ) : (
            (transactionId ?? t('money.result.notKnown'))
          )}
        </Fact>
        <Fact term={t('money.result.idempotencyKey')}>{report.idempotency_key}</Fact>
        <Fact term={t('money.result.attempts')}>{report.attempts}</Fact>
        <Fact term={t('money.result.latency')}>
          {t('money.result.ms', { ms: Math.round(report.latency_ms) })}
        </Fact>
        <Fact term={t('money.result.started')}>{formatWhen(report.started_at, language)}</Fact>
        <Fact term={t('money.result.operationId')}>{report.operation_id}</Fact>
      </dl>
      <RawJson label={t('money.result.rawResponse')} value={report.response ?? null} />
      {report.request !== undefined && (
        <RawJson label={t('money.result.rawRequest')} value={report.request} />
      )}
      <RawJson label={t('money.result.rawReport')} value={report} />
    </section>
  );
}
