import type { TFunction } from 'i18next';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { formatDateTime } from '../../i18n/format';
import { formatMoney } from '../../../../shared/money';
import { errorText } from '../../lib/error-text';
import { Fact } from '../../ui/Facts';
import { operationName } from '../money/report';
import { targetsText } from '../money/targets-text';
import { UnknownActions } from '../money/UnknownActions';

/** Main's reason in words, with the API's status beside it when there was one. */
function errorLine(report: OperationReport, t: TFunction): string {
  if (!report.error) return t('unknownOutcomes.item.noAnswer');
  const text = errorText(report.error, t);
  // Older journal lines said the status in main's own sentence.
  return report.error.status === undefined || text.includes(`HTTP ${report.error.status}`)
    ? text
    : `${text.replace(/\.$/, '')} (${t('frame.notice.http', { status: report.error.status })}).`;
}

/** One operation nobody can vouch for yet, with the ways to settle it its profile allows. */
export function UnknownOutcomeItem({
  report,
  onReport,
}: {
  report: OperationReport;
  onReport: (report: OperationReport) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const amount = report.amount
    ? formatMoney(report.amount.value, report.amount.currency, i18n.language)
    : undefined;
  return (
    <li className="unknown-item">
      <article aria-labelledby={titleId}>
        <h2 id={titleId}>
          {operationName(report, t)}
          {amount ? ` — ${amount}` : ''}
        </h2>
        <dl className="facts">
          <Fact term={t('unknownOutcomes.item.when')}>
            {formatDateTime(report.started_at, i18n.language)}
          </Fact>
          <Fact term={t('unknownOutcomes.item.amount')}>
            {amount ?? t('unknownOutcomes.item.notRecorded')}
          </Fact>
          <Fact term={t('money.targets.label')}>{targetsText(report.targets, t)}</Fact>
          <Fact term={t('unknownOutcomes.item.key')}>
            <code>{report.idempotency_key}</code>
          </Fact>
          <Fact term={t('unknownOutcomes.item.attempts')}>{report.attempts}</Fact>
          <Fact term={t('unknownOutcomes.item.error')}>{errorLine(report, t)}</Fact>
        </dl>
        <UnknownActions
          report={report}
          retryLabel={t('unknownOutcomes.actions.retry')}
          onReport={onReport}
        />
      </article>
    </li>
  );
}
