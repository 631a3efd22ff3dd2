import { useMutation } from '@tanstack/react-query';
import type { ActivityRef } from '../../../../shared/schemas/activity';
import { useTranslation } from 'react-i18next';
import { api, call, toAppError } from '../../lib/api';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { wireRef } from './filter-url';

type Copied = { copied: boolean; command: string };

/** The clipboard can be missing or refuse (permissions, focus); that is not an error to hide. */
async function toClipboard(command: string): Promise<boolean> {
  try {
    if (!navigator.clipboard) return false;
    await navigator.clipboard.writeText(command);
    return true;
  } catch {
    return false;
  }
}

/**
 * The command carries a `$TOKEN` placeholder and the original idempotency key (main builds it),
 * so pasting it is a safe retry of the same operation, never a new payment.
 */
export function CopyCurl({ activityRef }: { activityRef: ActivityRef }) {
  const { t } = useTranslation();
  const copy = useMutation({
    mutationFn: async (): Promise<Copied> => {
      const { command } = await call(api().activity.curl(wireRef(activityRef)));
      return { command, copied: await toClipboard(command) };
    },
  });
  const result = copy.data;
  return (
    <div className="activity-curl">
      <button
        type="button"
        onClick={() => copy.mutate()}
        disabled={copy.isPending}
        aria-busy={copy.isPending}
      >
        {t('activity.curl.copy')}
      </button>{' '}
      <span role="status" className="success-text">
        {copy.isSuccess && result?.copied ? t('activity.curl.copied') : ''}
      </span>
      {copy.isSuccess && result && !result.copied && (
        <div className="activity-curl-fallback">
          <p>{t('activity.curl.refused')}</p>
          <pre tabIndex={0} aria-label={t('activity.curl.command')}>
            {result.command}
          </pre>
        </div>
      )}
      {copy.isError && (
        <ApiErrorBlock title={t('activity.curl.failed')} error={toAppError(copy.error)} />
      )}
    </div>
  );
}
