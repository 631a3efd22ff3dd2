import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { api, call, toAppError } from '../../lib/api';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { brandOf, panLabel } from '../instruments/format';
import { userChanged } from './queries';
import { lastFour, type LinkedInstrument } from './UserInstrumentTable';

export function RemoveInstrumentDialog({
  userId,
  item,
  onDone,
  onCancel,
}: {
  userId: string;
  item: LinkedInstrument;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const client = useQueryClient();
  const forceId = useId();
  const [force, setForce] = useState(false);
  const remove = useMutation({
    mutationFn: (force_delete: boolean) =>
      call(api().users.removeInstrument({ user_id: userId, instrument_id: item.id, force_delete })),
  });
  // The dialog's button is disabled while pending, but a double click can land before React
  // re-renders it; the ref makes sure only one DELETE leaves.
  const inFlight = useRef(false);
  const last4 = lastFour(item);

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await remove.mutateAsync(force);
      void userChanged(client, userId);
      onDone(
        force
          ? `Card •••• ${last4} was removed from ${userId} outright.`
          : `Card •••• ${last4} was removed from ${userId}; its link is kept as INACTIVE.`,
      );
    } catch {
      // Shown below from the mutation's state; the dialog stays open so force can be chosen.
    } finally {
      inFlight.current = false;
    }
  };

  const error = remove.isError ? toAppError(remove.error) : undefined;
  const openPayments = error?.apiCode === 'instrument_has_open_payments';
  return (
    <ConfirmDialog
      open
      danger
      title={`Remove card •••• ${last4} from ${userId}?`}
      confirmLabel={force ? 'Force delete card' : 'Remove card'}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        {brandOf(item)} <span className="mono">{panLabel(item)}</span> ({item.id})
      </p>
      <div className="check-field">
        <input
          id={forceId}
          type="checkbox"
          checked={force}
          onChange={(e) => setForce(e.target.checked)}
          aria-describedby={`${forceId}-hint`}
        />
        <label htmlFor={forceId}>Force delete</label>
      </div>
      <p id={`${forceId}-hint`} className="hint">
        Without it the link becomes inactive and is kept in the user’s history, and the API refuses
        while the card has a payment not yet captured; with it the link is removed outright, even
        then.
      </p>
      {remove.isPending && (
        <p role="status" className="muted">
          Removing the card…
        </p>
      )}
      {error && <ApiErrorBlock title="Could not remove the card" error={error} />}
      {openPayments && !force && (
        <p className="notice">
          This card has a payment that is authorized but not captured yet. Capture or cancel it
          first, or tick <strong>Force delete</strong> to remove the link anyway.
        </p>
      )}
    </ConfirmDialog>
  );
}
