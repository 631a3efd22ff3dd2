import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/money';
import type { ApprovalRequest } from '../../../../shared/schemas/approval';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { formatDateTime } from '../../i18n/format';
import { operatorWords } from '../../i18n/operator-words';
import { api, call, toAppError } from '../../lib/api';
import { approvalPlanText } from '../../lib/approval-plan-text';
import { errorText } from '../../lib/error-text';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { FactList } from '../../ui/Facts';
import { PageTitle } from '../../ui/PageTitle';
import { RawJson } from '../../ui/RawJson';
import { targetsText } from '../money/targets-text';
import { operationName } from '../money/report';
import { approvalKeys, useMayUse, useMyApprovals, usePendingApprovals } from './queries';

/**
 * Four-eyes approvals: a supervisor decides others' requests; whoever may move money sees
 * what they asked for. Main names both people and refuses one's own approval.
 */
export function ApprovalsPage() {
  const { t } = useTranslation();
  const supervisor = useMayUse('approvals:pending');
  const pending = usePendingApprovals();
  const mine = useMyApprovals();
  // The decided request leaves the list at once: this line says what the click did.
  const [decided, setDecided] = useState<string>();
  // A login without the approvals grants: said once, as what it lacks, instead of each list.
  const errors = [pending.error, mine.error].map((error) =>
    error ? toAppError(error) : undefined,
  );
  const notGranted = errors.find((error) => error?.reason === 'approvals_not_granted');
  // Started without a team store is how this console was launched, not a failure to retry.
  const noTeamStore = errors.some((error) => error?.reason === 'no_team_store');
  return (
    <>
      <PageTitle>{t('team.approvals.title')}</PageTitle>
      <p className="muted">{t('team.approvals.intro')}</p>
      {notGranted && (
        <div className="notice notice-error" role="alert">
          <p>{errorText(notGranted, t)}</p>
        </div>
      )}
      {noTeamStore && (
        <p className="notice" role="status">
          {t('team.approvals.noTeamStore')}
        </p>
      )}
      {supervisor && !notGranted && !noTeamStore && (
        <section aria-labelledby="approvals-pending">
          <h2 id="approvals-pending">{t('team.approvals.pending')}</h2>
          {pending.isError && (
            <ErrorNotice
              title={t('team.approvals.readError')}
              error={toAppError(pending.error)}
              onRetry={() => void pending.refetch()}
            />
          )}
          {decided && (
            <p className="notice" role="status">
              {decided}
            </p>
          )}
          {pending.isSuccess && pending.data.length === 0 && (
            <p className="empty">{t('team.approvals.none')}</p>
          )}
          <ul className="approval-list" aria-label={t('team.approvals.pending')}>
            {(pending.data ?? []).map((request) => (
              <PendingApproval key={request.id} request={request} onDecided={setDecided} />
            ))}
          </ul>
        </section>
      )}
      {mine.isSuccess && mine.data.length > 0 && (
        <section aria-labelledby="approvals-mine">
          <h2 id="approvals-mine">{t('team.approvals.mine')}</h2>
          <ul className="approval-list" aria-label={t('team.approvals.mine')}>
            {mine.data.map((request) => (
              <li key={request.id} className="approval-item">
                <ApprovalFacts request={request} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

function ApprovalFacts({ request }: { request: ApprovalRequest }) {
  const { t, i18n } = useTranslation();
  const when = (iso: string) => formatDateTime(iso, i18n.language);
  const kind = request.operation as OperationReport['kind'];
  return (
    <>
      <FactList
        facts={[
          [t('team.approvals.operation'), operationName({ kind }, t)],
          [
            t('team.approvals.amount'),
            // A body's own amount as it will be sent; without one, what the payment held when
            // it was asked, never a figure made up here.
            request.amount
              ? formatMoney(request.amount.value, request.amount.currency, i18n.language)
              : approvalPlanText(request.plan ?? 'unread', t, i18n.language),
          ],
          // Cancel-or-refund's body is empty: only its target says which payment is at stake.
          ...(request.targets
            ? ([[t('money.targets.label'), targetsText(request.targets, t)]] as const)
            : []),
          [t('team.approvals.profile'), request.profile.name],
          [t('team.approvals.requester'), operatorWords(request.requester, t)],
          [t('team.approvals.askedAt'), when(request.requestedAt)],
          [t('team.approvals.expiresAt'), when(request.expiresAt)],
          [t('team.approvals.state'), t(`team.approvals.states.${request.state}`)],
          ...(request.approver
            ? ([[t('team.approvals.approver'), operatorWords(request.approver, t)]] as const)
            : []),
          ...(request.decidedAt
            ? ([[t('team.approvals.decidedAt'), when(request.decidedAt)]] as const)
            : []),
          ...(request.note ? ([[t('team.approvals.note'), request.note]] as const) : []),
        ]}
      />
      {/* Redacted by main before it left: no card number, CVV or secret reaches the page. */}
      <RawJson label={t('team.approvals.body')} value={request.body} />
    </>
  );
}

function PendingApproval({
  request,
  onDecided,
}: {
  request: ApprovalRequest;
  onDecided: (said: string) => void;
}) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const noteId = useId();
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string>();
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      call(api().approvals.decide({ id: request.id, decision, note })),
    onSuccess: (_, decision) => {
      const kind = request.operation as OperationReport['kind'];
      onDecided(
        t(`team.approvals.decided.${decision}`, {
          operation: operationName({ kind }, t),
          targets: request.targets ? targetsText(request.targets, t) : request.profile.name,
        }),
      );
      void client.invalidateQueries({ queryKey: approvalKeys.all });
    },
  });
  const submit = (decision: 'approve' | 'reject') => {
    // A rejection tells the requester why; an approval may go without words.
    if (decision === 'reject' && note.trim() === '') {
      setNoteError(t('team.approvals.noteRequired'));
      return;
    }
    setNoteError(undefined);
    decide.mutate(decision);
  };
  // One's own request waits for another supervisor: no buttons main would only refuse.
  if (request.own) {
    return (
      <li className="approval-item" aria-label={request.profile.name}>
        <ApprovalFacts request={request} />
        <p className="notice">{t('team.approvals.ownRequest')}</p>
      </li>
    );
  }
  return (
    <li className="approval-item" aria-label={request.profile.name}>
      <ApprovalFacts request={request} />
      <div className="field">
        <label htmlFor={noteId}>{t('team.approvals.note')}</label>
        <textarea
          id={noteId}
          value={note}
          maxLength={500}
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? `${noteId}-error` : undefined}
          onChange={(e) => setNote(e.target.value)}
        />
        {noteError && (
          <p id={`${noteId}-error`} className="field-error" role="alert">
            {noteError}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="button" disabled={decide.isPending} onClick={() => submit('approve')}>
          {t('team.approvals.approve')}
        </button>
        <button type="button" disabled={decide.isPending} onClick={() => submit('reject')}>
          {t('team.approvals.reject')}
        </button>
      </div>
      {decide.isError && (
        <p className="error" role="alert">
          {errorText(toAppError(decide.error), t)}
        </p>
      )}
    </li>
  );
}
