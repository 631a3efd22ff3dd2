import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { formatCount } from '../../../../shared/money';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { OperationResult } from '../money/OperationResult';
import { useUnresolved, useUnresolvedCount } from '../money/queries';
import { UnknownOutcomeItem } from './UnknownOutcomeItem';

/**
 * Money operations whose outcome nobody knows (time-outs, resets, 5xx, a crash mid-call).
 * A retried or resolved one leaves the list; its answer stays shown above it.
 */
export function UnknownOutcomesPage() {
  const { t, i18n } = useTranslation();
  const unresolved = useUnresolved();
  const [last, setLast] = useState<OperationReport>();
  const items = unresolved.data ?? [];
  const count = useUnresolvedCount().data ?? 0;
  return (
    <>
      <PageTitle>{t('unknownOutcomes.page.title')}</PageTitle>
      <p className="muted">{t('unknownOutcomes.page.intro')}</p>
      {last && <OperationResult key={`${last.operation_id}-${last.attempts}`} report={last} />}
      {unresolved.isPending && <p role="status">{t('unknownOutcomes.page.loading')}</p>}
      {unresolved.isError && (
        <ErrorNotice
          title={t('unknownOutcomes.page.readError')}
          error={toAppError(unresolved.error)}
          onRetry={() => void unresolved.refetch()}
        />
      )}
      {unresolved.isSuccess && items.length === 0 && (
        <p className="empty">{t('unknownOutcomes.page.empty')}</p>
      )}
      {items.length > 0 && count > items.length && (
        <p role="note">
          {t('unknownOutcomes.page.newestOf', {
            shown: formatCount(items.length, i18n.language),
            count: formatCount(count, i18n.language),
          })}
        </p>
      )}
      {items.length > 0 && (
        <ul className="unknown-list" aria-label={t('unknownOutcomes.page.list')}>
          {items.map((report) => (
            <UnknownOutcomeItem key={report.operation_id} report={report} onReport={setLast} />
          ))}
        </ul>
      )}
    </>
  );
}
