import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ActivityDetail, ActivityRef } from '../../../../shared/schemas/activity';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { inspectorHref, wireRef } from './filter-url';
import { targetIds, useActivityWords } from './format';

/**
 * QA's "do that again": the same request as a NEW operation with a NEW idempotency key, so the
 * API treats it as new and money can move a second time. Hence the confirmation every time.
 */
export function ReplayAsNew({
  detail,
  activityRef,
}: {
  detail: ActivityDetail;
  activityRef: ActivityRef;
}) {
  const words = useActivityWords();
  const client = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const { row } = detail;
  const replay = useMutation({
    mutationFn: () => call(api().activity.replay(wireRef(activityRef))),
    onSettled: () => {
      setConfirming(false);
      // The journal and the unknown-outcome list both gained an operation.
      void client.invalidateQueries({ queryKey: queryKeys.activity.all });
      void client.invalidateQueries({ queryKey: queryKeys.operations.all });
    },
  });

  if (!detail.replayable) {
    return (
      <p className="activity-replay-refusal">
        <strong>Replay as new is not available:</strong>{' '}
        {detail.replay_refusal ?? 'main refused it for this operation.'}
      </p>
    );
  }

  const made = replay.data;
  return (
    <div className="activity-replay">
      <button type="button" onClick={() => setConfirming(true)} disabled={replay.isPending}>
        Replay as new
      </button>
      {confirming && (
        <ConfirmDialog
          open
          title="Replay as a new operation?"
          confirmLabel="Send as new operation"
          danger
          busy={replay.isPending}
          onConfirm={() => {
            if (!replay.isPending) replay.mutate();
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>
            This sends the same request again as a <strong>NEW</strong> operation, with a new
            idempotency key. The API will not recognise it as a repeat:{' '}
            <strong>it may move money again.</strong>
          </p>
          <dl className="facts">
            <div>
              <dt>Operation</dt>
              <dd>{words.operation(row)}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>{words.amount(row)}</dd>
            </div>
            <div>
              <dt>Targets</dt>
              <dd>{targetIds(row).join(', ') || '—'}</dd>
            </div>
            <div>
              <dt>Profile</dt>
              <dd>{row.profile.name}</dd>
            </div>
          </dl>
        </ConfirmDialog>
      )}
      {made && (
        <p className="notice notice-ok" role="status">
          Replayed as a new operation:{' '}
          <a href={inspectorHref(made.operation_id)}>{made.operation_id}</a> —{' '}
          {words.outcome(made.outcome)}, idempotency key <code>{made.idempotency_key}</code>.
        </p>
      )}
      {replay.isError && (
        <ApiErrorBlock title="Could not replay." error={toAppError(replay.error)} />
      )}
    </div>
  );
}
