import { useId } from 'react';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { Fact } from '../../ui/Facts';
import { amountText, formatWhen } from '../money/report';
import { UnknownActions } from '../money/UnknownActions';

function targetsText(report: OperationReport): string {
  const t = report.targets;
  const parts = [
    t.payment_id && `payment ${t.payment_id}`,
    t.transaction_id && `transaction ${t.transaction_id}`,
    t.merchant_id && `merchant ${t.merchant_id}`,
    t.instrument_id && `instrument ${t.instrument_id}`,
    t.card && `card ${t.card}`,
    t.user_id && `user ${t.user_id}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : 'None recorded';
}

/** One operation nobody can vouch for yet, with the ways to settle it its profile allows. */
export function UnknownOutcomeItem({
  report,
  onReport,
}: {
  report: OperationReport;
  onReport: (report: OperationReport) => void;
}) {
  const titleId = useId();
  return (
    <li className="unknown-item">
      <article aria-labelledby={titleId}>
        <h2 id={titleId}>
          {report.label}
          {amountText(report) ? ` — ${amountText(report)}` : ''}
        </h2>
        <dl className="facts">
          <Fact term="When">{formatWhen(report.started_at)}</Fact>
          <Fact term="Amount">{amountText(report) ?? 'Not recorded'}</Fact>
          <Fact term="Targets">{targetsText(report)}</Fact>
          <Fact term="Idempotency key">{report.idempotency_key}</Fact>
          <Fact term="Attempts">{report.attempts}</Fact>
          <Fact term="Error">{report.error?.message ?? 'No answer was recorded'}</Fact>
        </dl>
        <UnknownActions report={report} retryLabel="Retry safely" onReport={onReport} />
      </article>
    </li>
  );
}
