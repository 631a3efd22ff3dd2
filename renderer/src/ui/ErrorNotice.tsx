import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/errors';
import { errorText } from '../lib/error-text';

/**
 * A failed read's HTTP status and the API's error code, after its words: support and the API's
 * logs meet on them, so every load-error line gives both, a plainly worded one too.
 */
export function HttpFacts({ error }: { error: AppError }) {
  const { t } = useTranslation();
  if (error.status === undefined) return null;
  return (
    <>
      {' '}
      (
      {error.apiCode
        ? t('frame.notice.httpCode', { status: error.status, code: error.apiCode })
        : t('frame.notice.http', { status: error.status })}
      )
    </>
  );
}

/**
 * A failed read: what happened (the API's own words quoted as the API's), its HTTP status and
 * the API's error code for support, and a way to try again when that can help.
 */
export function ErrorNotice({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: AppError;
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  // Title and reason are two sentences: a title without its own stop gets one.
  const stop = /[.!?:…]$/.test(title.trim()) ? '' : '.';
  // Asking again for what the API says does not exist, or refused as sent, changes nothing.
  const retryHelps = error.code !== 'not_found' && error.code !== 'validation';
  return (
    <div className="notice notice-error" role="alert">
      <p>
        <strong>
          {title}
          {stop}
        </strong>{' '}
        {errorText(error, t)}
        <HttpFacts error={error} />
      </p>
      {onRetry && retryHelps && (
        <button type="button" onClick={onRetry}>
          {t('frame.notice.tryAgain')}
        </button>
      )}
    </div>
  );
}
