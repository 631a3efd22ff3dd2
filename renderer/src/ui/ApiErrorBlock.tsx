import { useEffect, useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../lib/query';
import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/errors';
import { planOfParams } from '../../../shared/schemas/approval';
import { approvalPlanText } from '../lib/approval-plan-text';
import { errorText, isApiWords, isApprovalWaiting } from '../lib/error-text';
import { useMyApprovalRequest } from '../lib/my-approval';
import { formatTimeOfDay } from '../i18n/format';
import { operatorWords } from '../i18n/operator-words';
import { hrefOf } from '../app/router';
import { readFieldReason } from '../../../shared/validation-words';
import { translateValidation } from '../i18n/validation';

/**
 * What the API answered, verbatim enough for staff to quote it to support: HTTP status, the
 * API's own code (`error_code` or `error_type`), a decline's response code, and its message,
 * plus field problems the form could not place. The console's own error kind is said in words;
 * its code name means nothing to staff.
 */
export function ApiErrorBlock({
  title,
  error,
  unplaced = {},
  notSent = false,
}: {
  title: string;
  error: AppError;
  unplaced?: Record<string, string>;
  /**
   * Refused before anything left (main's checks, a confirmation): no HTTP status row, as
   * "No answer" beside "Nothing was sent" reads as if the API had been asked and kept silent.
   */
  notSent?: boolean;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const extra = Object.entries(unplaced);
  // Refused by the person's roles before anything left: no HTTP status to show.
  const byRoles = error.reason === 'not_permitted';
  // Nothing went wrong: the request was kept for a supervisor, so it is said as a state, not
  // as an error with a kind and an HTTP status it never had.
  if (isApprovalWaiting(error)) return <ApprovalWaitingNotice error={error} />;
  return (
    <div className="notice notice-error api-error" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {error.code === 'outcome_unknown' && (
        <p>
          <strong>{t('frame.apiError.unknownLead')}</strong> {t('frame.apiError.unknownBody')}
        </p>
      )}
      <dl className="api-error-facts">
        <div>
          <dt>{t('frame.apiError.what')}</dt>
          <dd>
            {byRoles ? t('frame.apiError.notPermitted') : t(`frame.apiError.kinds.${error.code}`)}
          </dd>
        </div>
        <div>
          <dt>{t('frame.apiError.message')}</dt>
          <dd>{errorText(error, t)}</dd>
        </div>
        {!notSent && !byRoles && (
          <div>
            <dt>{t('frame.apiError.status')}</dt>
            <dd>{error.status ?? t('frame.apiError.noAnswer')}</dd>
          </div>
        )}
        {/* Without an API code the row only said "None": nothing for support to match. */}
        {error.apiCode && (
          <div>
            <dt>{t('frame.apiError.apiCode')}</dt>
            <dd>
              <code className="id">{error.apiCode}</code>
            </dd>
          </div>
        )}
        {error.responseCode !== undefined && (
          <div>
            <dt>{t('frame.apiError.responseCode')}</dt>
            <dd>
              <code className="id">{error.responseCode}</code>
              {error.responseDescription ? ` (${error.responseDescription})` : ''}
            </dd>
          </div>
        )}
      </dl>
      {error.detail && (
        <p className="muted">{t('frame.errors.detail', { detail: error.detail })}</p>
      )}
      {extra.length > 0 && (
        <ul>
          {extra.map(([field, message]) => (
            <li key={field}>
              <code>{field}</code>:{' '}
              {isApiWords(error) && !readFieldReason(message)
                ? t('frame.apiError.fieldRefused', { text: message })
                : translateValidation(message, t)}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * A request main kept for a supervisor, followed to its decision on another console: waiting,
 * then rejected (with the note), expired, or approved and sent.
 */
function ApprovalWaitingNotice({ error }: { error: AppError }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  // A request kept for a supervisor is followed to its decision, made on another console.
  const decided = useMyApprovalRequest(error.params?.request).data;
  // Once sent, the money moved: the payment beside this notice is read again, not left stale.
  const client = useQueryClient();
  const sent = decided?.state === 'sent';
  useEffect(() => {
    if (!sent) return;
    void client.invalidateQueries({ queryKey: queryKeys.payments.all });
    void client.invalidateQueries({ queryKey: queryKeys.payments.transactions });
  }, [sent, client]);
  if (decided && decided.state !== 'pending') {
    const time = (iso: string | undefined) =>
      iso ? formatTimeOfDay(iso, i18n.language) : t('frame.apiError.decision.someTime');
    // The supervisor by the name the team knows; the whole identity is in Approvals and Activity.
    const approver = decided.approver;
    const who = !approver
      ? ''
      : approver.kind === 'local'
        ? operatorWords(approver, t)
        : (approver.name ?? approver.email ?? approver.subject);
    const nothingSent = decided.state === 'rejected' || decided.state === 'expired';
    return (
      <div
        className={`notice ${nothingSent ? 'notice-warning' : 'notice-success'} approval-decided`}
        role="status"
        aria-labelledby={titleId}
      >
        <h2 id={titleId}>{t(`frame.apiError.decision.${decided.state}`)}</h2>
        <p>
          {decided.state === 'expired'
            ? t('frame.apiError.decision.expiredBody', { time: time(decided.expiresAt) })
            : t(`frame.apiError.decision.${decided.state}Body`, {
                who,
                time: time(decided.sentAt ?? decided.decidedAt),
              })}
        </p>
        {decided.note && (
          <p className="approval-note">
            {t('frame.apiError.decision.note', { note: decided.note })}
          </p>
        )}
        {decided.state === 'sent' && (
          <p>
            <a href={hrefOf({ to: '/activity' })}>{t('frame.apiError.decision.seeActivity')}</a>
          </p>
        )}
      </div>
    );
  }
  // A request without an amount (cancel-or-refund) says what it would move, as the supervisor
  // reads it; one with its amount in the body has it on the form already.
  const plan = planOfParams(error.params);
  return (
    <div className="notice notice-warning approval-waiting" role="status" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('frame.apiError.waitingTitle')}</h2>
      <p>{errorText(error, t)}</p>
      {plan && (
        <p className="approval-plan">
          {t('money.approvalPlan.notice', { plan: approvalPlanText(plan, t, i18n.language) })}
        </p>
      )}
    </div>
  );
}
