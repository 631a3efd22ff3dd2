import { useTranslation } from 'react-i18next';
import type { AppError } from '../../../shared/errors';

/**
 * An error's code as a code: the API's own, or else the console's (`outcome_unknown`) with its
 * words beside it, so a sentence such as "No answer to trust" is never passed off as a code.
 */
export function ErrorCode({ error }: { error: Pick<AppError, 'code' | 'apiCode'> }) {
  const { t } = useTranslation();
  if (error.apiCode) return <code className="id">{error.apiCode}</code>;
  return (
    <>
      <code className="id">{error.code}</code> ({t(`frame.apiError.kinds.${error.code}`)})
    </>
  );
}
