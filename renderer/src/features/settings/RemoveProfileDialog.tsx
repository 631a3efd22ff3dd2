import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import type { Profile } from '../../../../shared/schemas/profile';
import { go } from '../../app/router';
import { api, toAppError } from '../../lib/api';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { clearCachedResponses, profilesChanged } from './queries';
import { useTranslation } from 'react-i18next';
import { useShownProfile } from '../../app/ShownProfile';
import { useConfirmedChange } from '../money/useConfirmedChange';

export function RemoveProfileDialog({
  profile,
  active,
  onClose,
}: {
  profile: Profile;
  active: boolean;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const shown = useShownProfile({ hold: false });
  // On production main asks the person first: the code prompt shows here.
  const confirmed = useConfirmedChange();
  const remove = useMutation({
    mutationFn: async () => {
      const shownProfile = await shown.stamp();
      return confirmed.send((code) =>
        api().profiles.remove({ id: profile.id, shownProfile, ...code }),
      );
    },
    onSuccess: async (removed) => {
      if (removed === undefined) return;
      // Removing the active profile switches to the simulator: that is a profile switch.
      if (active) {
        await clearCachedResponses(client);
        go({ to: '/instruments' });
      } else {
        await profilesChanged(client);
        onClose();
      }
    },
  });
  const sent = useRef(false);
  const { t } = useTranslation();
  const error = remove.isError ? toAppError(remove.error) : undefined;
  return (
    <ConfirmDialog
      open
      danger
      title={t('settings.remove.title', { name: profile.name })}
      confirmLabel={t('settings.remove.confirm')}
      busy={remove.isPending}
      onConfirm={() => {
        // isPending reaches this closure only after a re-render; a double click can beat it.
        if (sent.current) return;
        sent.current = true;
        remove.mutate(undefined, { onSettled: () => (sent.current = false) });
      }}
      onCancel={onClose}
    >
      <p>
        {t('settings.remove.body')}
        {active && ` ${t('settings.remove.bodyActive')}`}
      </p>
      {error && <ApiErrorBlock title={t('settings.remove.failed')} error={error} />}
      {confirmed.dialog}
    </ConfirmDialog>
  );
}
