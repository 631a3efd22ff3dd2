import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { api, toAppError } from '../../lib/api';
import { useConfirmedChange } from '../money/useConfirmedChange';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Id } from '../../ui/Id';
import { cardOf } from '../instruments/format';
import { userChanged } from './queries';
import { cardInWords } from './card-words';
import { apiValueLabel } from '../../i18n/api-values';
import type { LinkedInstrument } from './UserInstrumentTable';
import { Trans, useTranslation } from 'react-i18next';
import { useShownProfile } from '../../app/ShownProfile';

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
  // On a production profile main asks the person first: a forced delete is theirs to decide.
  const confirmed = useConfirmedChange();
  const shown = useShownProfile();
  const remove = useMutation({
    mutationFn: async (force_delete: boolean) => {
      const shownProfile = await shown.stamp();
      return confirmed.send((code) =>
        api().users.removeInstrument({
          user_id: userId,
          instrument_id: item.id,
          force_delete,
          ...code,
          shownProfile,
        }),
      );
    },
  });
  // The dialog's button is disabled while pending, but a double click can land before React
  // re-renders it; the ref makes sure only one DELETE leaves.
  const inFlight = useRef(false);
  const { t } = useTranslation();
  const card = cardInWords(item, t);

  const confirm = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      if ((await remove.mutateAsync(force)) === undefined) return;
      void userChanged(client, userId);
      // The link's new status in the person's words, as the instrument table shows it.
      const status = apiValueLabel(t, 'INACTIVE');
      onDone(
        t(force ? 'users.remove.doneForce' : 'users.remove.done', { card, user: userId, status }),
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
      title={t('users.remove.title', { card, user: userId })}
      confirmLabel={t(force ? 'users.remove.confirmForce' : 'users.remove.confirm')}
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onCancel={onCancel}
    >
      <p>
        {cardOf(item)} (<Id>{item.id}</Id>)
      </p>
      <div className="check-field">
        <input
          id={forceId}
          type="checkbox"
          checked={force}
          onChange={(e) => setForce(e.target.checked)}
          aria-describedby={`${forceId}-hint`}
        />
        <label htmlFor={forceId}>{t('users.remove.force')}</label>
      </div>
      <p id={`${forceId}-hint`} className="hint">
        {t('users.remove.forceHint')}
      </p>
      {remove.isPending && (
        <p role="status" className="muted">
          {t('users.remove.busy')}
        </p>
      )}
      {shown.notice}
      {error && <ApiErrorBlock title={t('users.remove.failed')} error={error} />}
      {confirmed.dialog}
      {openPayments && !force && (
        <p className="notice">
          <Trans i18nKey="users.remove.openPayments" components={{ strong: <strong /> }} />
        </p>
      )}
    </ConfirmDialog>
  );
}
