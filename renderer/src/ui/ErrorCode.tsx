import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/errors';

/**
 * An error as a result's facts name it: the API's own code as a code; without one, the console's
 * kind in words only ("No answer to trust"), its internal code (`outcome_unknown`) on hover, since
 * a code nobody can look up in the API's reference is not something to show a person.
 */
export function ErrorCode({ error }: { error: Pick<AppError, 'code' | 'apiCode'> }) {
  const { t } = useTranslation();
  if (error.apiCode) return <code className="id">{error.apiCode}</code>;
  return <span title={error.code}>{t(`frame.apiError.kinds.${error.code}`)}</span>;
}
