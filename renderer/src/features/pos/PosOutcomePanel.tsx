import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ErrorFacts } from '../money/ErrorFacts';
import { RefreshStatus } from '../money/RefreshStatus';
import { honoursKey } from '../money/resend-words';
import { useRetryOperation } from '../money/useRetryOperation';
import { CopyReference } from './CopyReference';
import { posOutcome } from '../money/payment-action';
import { referenceOf } from './pos-text';
import { SupportDetails } from './SupportDetails';

/** What happened, in one large line, and what to do when nobody can know yet. */
export function PosOutcomePanel({
  report,
  onReport,
}: {
  report: OperationReport;
  onReport: (report: OperationReport) => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const reasonId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const outcome = posOutcome(report, t, i18n.language);
  const reference = referenceOf(report);
  const { retry, pending, error, dialog } = useRetryOperation(onReport);
  const [confirming, setConfirming] = useState(false);
  const safe = honoursKey(report);

  // The answer replaces the button the manager just pressed: take focus there to announce it.
  useEffect(() => {
    heading.current?.focus();
  }, [report.operation_id, report.attempts]);

  return (
    <section className={`pos-outcome pos-outcome-${outcome.tone}`} aria-labelledby={titleId}>
      <h2 id={titleId} ref={heading} tabIndex={-1} className="pos-headline">
        {outcome.headline}
      </h2>
      {outcome.detail && (
        <p className="pos-detail" title={outcome.detailCode}>
          {outcome.detail}
        </p>
      )}
      {report.resolves && <ResolvesNote resolves={report.resolves} />}
      {/* A refusal is an API error like any other: its status and code, not only its words. */}
      {report.outcome === 'failed' && report.error && (
        <ErrorFacts error={report.error} withMessage={false} />
      )}
      {report.outcome === 'unknown' && (
        <div className="money-actions">
          <button
            type="button"
            className="button-primary pos-button"
            disabled={!report.retryable || pending}
            aria-busy={pending}
            aria-describedby={report.retryable ? undefined : reasonId}
            onClick={() => (safe ? retry(report.operation_id) : setConfirming(true))}
          >
            {pending
              ? t('pos.outcome.tryingAgain')
              : safe
                ? t('pos.outcome.tryAgain')
                : t('pos.outcome.tryAgainRisky')}
          </button>
          {!report.retryable && (
            <p id={reasonId} className="hint">
              {t('pos.outcome.cannotRetry')}
            </p>
          )}
          {error && <ErrorNotice title={t('pos.outcome.retryFailed')} error={error} />}
          {!safe && (
            <ConfirmDialog
              open={confirming}
              title={t('pos.outcome.riskTitle')}
              confirmLabel={t('pos.outcome.riskYes')}
              cancelLabel={t('pos.outcome.riskNo')}
              danger
              onConfirm={() => {
                setConfirming(false);
                retry(report.operation_id, { acceptDuplicateRisk: true });
              }}
              onCancel={() => setConfirming(false)}
            >
              <p>{t('pos.outcome.riskBody')}</p>
            </ConfirmDialog>
          )}
          {dialog}
        </div>
      )}
      {report.outcome === 'pending' && <RefreshStatus report={report} />}
      {reference && <CopyReference reference={reference} />}
      <SupportDetails report={report} />
    </section>
  );
}

/** Whether the unknown outcome this was sent from is settled; when not, why it stays listed. */
function ResolvesNote({ resolves }: { resolves: NonNullable<OperationReport['resolves']> }) {
  const { t } = useTranslation();
  const id = resolves.operation_id;
  return resolves.verdict === 'settled' ? (
    <p className="pos-resolves">{t('pos.resolves.settled', { id })}</p>
  ) : (
    <p className="pos-resolves" role="note">
      {t('pos.resolves.left', { id })} {t(`pos.resolves.why.${resolves.verdict}`)}
    </p>
  );
}
