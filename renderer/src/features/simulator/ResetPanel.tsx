import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShownProfile } from '../../app/ShownProfile';
import { api, call, toAppError } from '../../lib/api';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { ErrorNotice } from '../../ui/ErrorNotice';

/** Back to the seed, behind a confirmation: everything made since is forgotten at once. */
export function ResetPanel() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const shown = useShownProfile({ hold: false });
  const [asking, setAsking] = useState(false);
  const reset = useMutation({
    mutationFn: async () => call(api().simulator.reset({ shownProfile: await shown.stamp() })),
    // Every screen's cached payment or instrument may be gone now.
    onSuccess: () => client.invalidateQueries(),
    onSettled: () => setAsking(false),
  });
  return (
    <section className="card" aria-labelledby="simulator-reset">
      <h2 id="simulator-reset">{t('simulator.reset.heading')}</h2>
      <p className="hint">{t('simulator.reset.hint')}</p>
      <button type="button" onClick={() => setAsking(true)} disabled={reset.isPending}>
        {t('simulator.reset.button')}
      </button>
      {reset.isSuccess && <p role="status">{t('simulator.reset.done')}</p>}
      {reset.isError && (
        <ErrorNotice title={t('simulator.reset.failed')} error={toAppError(reset.error)} />
      )}
      <ConfirmDialog
        open={asking}
        danger
        busy={reset.isPending}
        title={t('simulator.reset.confirmTitle')}
        confirmLabel={t('simulator.reset.confirmYes')}
        cancelLabel={t('simulator.reset.confirmNo')}
        onConfirm={() => reset.mutate()}
        onCancel={() => setAsking(false)}
      >
        <p>{t('simulator.reset.confirmBody')}</p>
      </ConfirmDialog>
    </section>
  );
}
