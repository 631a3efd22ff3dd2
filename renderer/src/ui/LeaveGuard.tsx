import { useBlocker, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * Asks before a form's typed changes are left behind, by a link in the console or by closing
 * the window. `when`: the form has changes and is not being sent (a successful send moves on
 * by itself, and must not ask); `body`: what exactly would be lost, where the form can say.
 */
export function LeaveGuard({ when, body }: { when: boolean; body?: string }) {
  // A form shown outside the route tree (a unit test of the form alone) has nothing to leave by.
  return useRouter({ warn: false }) ? <Blocker when={when} body={body} /> : null;
}

function Blocker({ when, body }: { when: boolean; body: string | undefined }) {
  const { t } = useTranslation();
  const blocker = useBlocker({
    shouldBlockFn: () => when,
    enableBeforeUnload: () => when,
    withResolver: true,
  });
  return (
    <ConfirmDialog
      open={blocker.status === 'blocked'}
      title={t('common.leave.title')}
      confirmLabel={t('common.leave.leave')}
      cancelLabel={t('common.leave.stay')}
      danger
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    >
      <p>{body ?? t('common.leave.body')}</p>
    </ConfirmDialog>
  );
}
