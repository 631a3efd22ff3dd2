import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { ActivityDetail, ActivityRef } from '../../../../shared/schemas/activity';
import { api, call, toAppError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { queryKeys } from '../../lib/query';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { inspectorHref, wireRef } from './filter-url';
import { useActivityWords } from './format';
import { useShownProfile } from '../../app/ShownProfile';
import { useAmountSecondLook, type SecondLook } from '../money/useAmountSecondLook';

/**
 * QA's "do that again": the same request as a NEW operation with a NEW idempotency key, so the
 * API treats it as new and money can move a second time. Hence the confirmation every time.
 */
/**
 * What the replayed request itself names (merchant, instrument, card, the payment or transaction
 * it acts on). Not what the old answer revealed: an authorization replayed makes a new payment,
 * and listing the old one beside it read as if it would be charged again.
 */
function requestIds(row: ActivityDetail['row']): string[] {
  const t = row.targets;
  const ids = [t.merchant_id, t.payment_id, t.transaction_id, t.instrument_id, t.card, t.user_id];
  return [...new Set(ids.filter((id): id is string => id !== undefined))];
}

export function ReplayAsNew({
  detail,
  activityRef,
}: {
  detail: ActivityDetail;
  activityRef: ActivityRef;
}) {
  const words = useActivityWords();
  const { t } = words;
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  // One confirmation sends once. Set in the click itself: `isPending` only changes on the next
  // render, and a second click can land before it, or after the answer but before the dialog
  // is gone (main joins an identical request in flight too; this spares the call). Only
  // opening the dialog again arms it.
  const sending = useRef(false);
  const { row } = detail;
  const shown = useShownProfile();
  const secondLook = useAmountSecondLook();
  const replay = useMutation({
    mutationFn: async (look: SecondLook) =>
      call(
        api().activity.replay({
          ...wireRef(activityRef),
          ...look,
          shownProfile: await shown.stamp(),
        }),
      ),
    onSettled: () => {
      setConfirming(false);
      // The journal and the unknown-outcome list both gained an operation.
      void client.invalidateQueries({ queryKey: queryKeys.activity.all });
      void client.invalidateQueries({ queryKey: queryKeys.outcomes.all });
    },
  });

  const confirmReplay = async () => {
    if (sending.current) return;
    sending.current = true;
    // Above its currency's ceiling, the same second look as the form's send: main refuses
    // such a replay without the person's yes.
    const look = await secondLook.check(
      row.amount && String(row.amount.value),
      row.amount?.currency,
    );
    if (look) replay.mutate(look);
    else setConfirming(false);
  };

  if (!detail.replayable) {
    return (
      <p className="activity-replay-refusal">
        <strong>{t('activity.replay.unavailable')}</strong>{' '}
        {detail.replay_refusal
          ? errorText(
              {
                message: detail.replay_refusal,
                reason: detail.replay_refusal_reason,
                params: detail.replay_refusal_params,
              },
              t,
            )
          : t('activity.replay.refusedNoReason')}
      </p>
    );
  }

  const made = replay.data;
  return (
    <div className="activity-replay">
      <button
        type="button"
        onClick={() => {
          sending.current = false;
          setConfirming(true);
        }}
        disabled={replay.isPending}
      >
        {t('activity.replay.button')}
      </button>
      {confirming && (
        <ConfirmDialog
          open
          title={t('activity.replay.title')}
          confirmLabel={t('activity.replay.confirm')}
          danger
          busy={replay.isPending}
          onConfirm={() => void confirmReplay()}
          onCancel={() => setConfirming(false)}
        >
          <p>
            {t('activity.replay.warning')} <strong>{t('activity.replay.moneyAgain')}</strong>
          </p>
          <dl className="facts">
            <div>
              <dt>{t('activity.replay.operation')}</dt>
              <dd>{words.operation(row)}</dd>
            </div>
            <div>
              <dt>{t('activity.replay.amount')}</dt>
              {/* What the replay asks for: a full capture asks for none and takes what is left. */}
              <dd>{words.amount(row.amount ? { amount: row.amount } : {})}</dd>
            </div>
            <div>
              <dt>{t('activity.replay.targets')}</dt>
              <dd>{requestIds(row).join(', ') || '—'}</dd>
            </div>
            <div>
              <dt>{t('activity.replay.profile')}</dt>
              <dd>{row.profile.name}</dd>
            </div>
          </dl>
          {shown.notice}
        </ConfirmDialog>
      )}
      {secondLook.dialog}
      {made && (
        <p className="notice notice-ok" role="status">
          {t('activity.replay.done')}{' '}
          <a href={inspectorHref(made.operation_id)}>{made.operation_id}</a> —{' '}
          {t('activity.replay.doneOutcome', { outcome: words.outcome(made.outcome) })}{' '}
          <code>{made.idempotency_key}</code>
        </p>
      )}
      {replay.isError && (
        <ApiErrorBlock title={t('activity.replay.failed')} error={toAppError(replay.error)} />
      )}
    </div>
  );
}
