import { useTranslation } from 'react-i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { errorText } from '../../lib/error-text';
import { ErrorCode } from '../../ui/ErrorCode';
import { Fact } from '../../ui/Facts';

/**
 * An operation's error as every screen states one: its HTTP status (or that none came), its
 * code, and, where the screen has not already said it in its own words, its message.
 */
export function ErrorFacts({
  error,
  withMessage = true,
}: {
  error: NonNullable<OperationReport['error']>;
  withMessage?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <dl className="facts money-error" aria-label={t('money.result.error')}>
      <Fact term={t('money.result.errorStatus')}>
        {error.status ?? t('money.result.noHttpAnswer')}
      </Fact>
      {/* Without the API's code, the row says what happened, as the error block does. */}
      <Fact term={t(error.apiCode ? 'money.result.errorCode' : 'frame.apiError.what')}>
        <ErrorCode error={error} />
      </Fact>
      {withMessage && <Fact term={t('money.result.errorMessage')}>{errorText(error, t)}</Fact>}
    </dl>
  );
}
