import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, call } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { outcomeLookup } from '../finder/outcome-search';
import { posHref, posLookupHref } from './links';
import { paymentIdOf } from './report';
import { duplicateRisk, honoursKey } from './resend-words';
import { SendAgainDialog } from './SendAgainDialog';
import { StatusCheckPanel } from './StatusCheckPanel';
import { useRetryOperation } from './useRetryOperation';

/**
 * The ways out of "outcome unknown". Where the profile's API honours the idempotency key, a
 * retry with the same key is safe. Where that is not known, checking the status comes first and
 * sending again waits behind a confirmation that it may charge twice. Resolving a payment with
 * cancel-or-refund is offered either way. A resend that cannot happen stays visible, with why.
 */
export function UnknownActions({
  report,
  retryLabel,
  onReport,
}: {
  report: OperationReport;
  retryLabel?: string;
  onReport: (report: OperationReport) => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  const riskId = useId();
  const withoutIdId = useId();
  const { retry, pending, error, dialog } = useRetryOperation(onReport);
  const [checking, setChecking] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // A capture, refund or reversal names only its transaction: the transaction names the payment,
  // so cancel-or-refund opens on that payment rather than searching for it by card and time.
  const transactionId = paymentIdOf(report) ? undefined : report.targets.transaction_id;
  const transaction = useQuery({
    queryKey: queryKeys.payments.transaction(transactionId ?? ''),
    queryFn: () => call(api().transactions.get({ id: transactionId ?? '' })),
    enabled: transactionId !== undefined,
    retry: false,
  });
  const paymentId = paymentIdOf(report) ?? transaction.data?.payment_id ?? undefined;
  const safe = honoursKey(report);
  // A stored instrument's call kept only its id: its last four are read from the instrument, so
  // the search without the id is filled with them as with a typed card's.
  const instrumentId =
    !paymentId && !report.targets.card ? report.targets.instrument_id : undefined;
  const instrument = useQuery({
    queryKey: queryKeys.instruments.detail(instrumentId ?? ''),
    queryFn: () => call(api().instruments.get({ id: instrumentId ?? '' })),
    enabled: instrumentId !== undefined,
    retry: false,
  });
  const instrumentLastFour = instrument.data?.card?.last_four_digits ?? undefined;
  // Without a payment id (no answer named one) cancel-or-refund finds the payment by its card
  // and time: the way out the screen promises is always a button.
  const resolveLink = (
    <a
      className="button"
      href={
        paymentId
          ? posHref(paymentId)
          : posLookupHref(outcomeLookup(report, instrumentLastFour), report.operation_id)
      }
      aria-describedby={paymentId ? undefined : withoutIdId}
    >
      {t('unknownOutcomes.actions.resolve')}
    </a>
  );

  return (
    <div className="money-actions">
      {!safe && (
        <p id={riskId} className="hint">
          {t('money.risk.notKnownToHonour')}{' '}
          {t('money.risk.checkFirst', { risk: duplicateRisk(report, t) })}
        </p>
      )}
      <div className="money-action-row">
        {!safe && (
          <button
            type="button"
            className="button-primary"
            aria-expanded={checking}
            onClick={() => setChecking(true)}
          >
            {t('unknownOutcomes.actions.checkStatus')}
          </button>
        )}
        <button
          type="button"
          className={safe ? 'button-primary' : undefined}
          disabled={!report.retryable || pending}
          aria-busy={pending}
          aria-describedby={report.retryable ? (safe ? undefined : riskId) : reasonId}
          onClick={() => (safe ? retry(report.operation_id) : setConfirming(true))}
        >
          {pending
            ? t('unknownOutcomes.actions.retrying')
            : safe
              ? (retryLabel ?? t('unknownOutcomes.actions.retrySameKey'))
              : t('unknownOutcomes.actions.sendAgain')}
        </button>
        {resolveLink}
      </div>
      {!paymentId && (
        <p id={withoutIdId} className="hint">
          {t('unknownOutcomes.actions.resolveWithoutId')}
        </p>
      )}
      {!report.retryable && (
        <p id={reasonId} className="hint">
          {t('unknownOutcomes.actions.notRetryable')}
        </p>
      )}
      {checking && <StatusCheckPanel report={report} onReport={onReport} />}
      {!safe && (
        <SendAgainDialog
          report={report}
          open={confirming}
          onConfirm={() => {
            setConfirming(false);
            retry(report.operation_id, { acceptDuplicateRisk: true });
          }}
          onCancel={() => setConfirming(false)}
        />
      )}
      {error && <ErrorNotice title={t('unknownOutcomes.actions.retryFailed')} error={error} />}
      {dialog}
    </div>
  );
}
