import { useId } from 'react';
import type { AppError } from '../../../shared/errors';

/**
 * What the API answered, verbatim enough for staff to quote it to support: HTTP status, the
 * API's own error_code and its message, plus field problems the form could not place.
 */
export function ApiErrorBlock({
  title,
  error,
  unplaced = {},
}: {
  title: string;
  error: AppError;
  unplaced?: Record<string, string>;
}) {
  const titleId = useId();
  const extra = Object.entries(unplaced);
  return (
    <div className="notice notice-error api-error" role="alert" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {error.code === 'outcome_unknown' && (
        <p>
          <strong>The outcome is unknown:</strong> the change may have been applied. Check the
          instrument list before trying again.
        </p>
      )}
      <dl className="api-error-facts">
        <div>
          <dt>HTTP status</dt>
          <dd>{error.status ?? 'No HTTP answer'}</dd>
        </div>
        <div>
          <dt>Error code</dt>
          <dd>{error.apiCode ?? 'None'}</dd>
        </div>
        <div>
          <dt>Kind</dt>
          <dd>{error.code}</dd>
        </div>
        <div>
          <dt>Message</dt>
          <dd>{error.message}</dd>
        </div>
      </dl>
      {extra.length > 0 && (
        <ul>
          {extra.map(([field, message]) => (
            <li key={field}>
              <code>{field}</code>: {message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
