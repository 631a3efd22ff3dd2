import { useTranslation } from 'react-i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { DateTime } from '../../ui/DateTime';
import { Fact } from '../../ui/Facts';
import { RawJson } from '../../ui/RawJson';

/** Closed by default: what support needs, kept out of the store manager's way. */
export function SupportDetails({ report }: { report: OperationReport }) {
  const { t } = useTranslation();
  return (
    <details className="pos-support">
      <summary>{t('pos.support.title')}</summary>
      <dl className="facts">
        <Fact term={t('pos.support.operationId')}>
          <code>{report.operation_id}</code>
        </Fact>
        <Fact term={t('pos.support.requestKey')}>
          <code>{report.idempotency_key}</code>
        </Fact>
        <Fact term={t('pos.support.httpStatus')}>
          {report.http_status ?? t('pos.support.noAnswer')}
        </Fact>
        <Fact term={t('pos.support.attempts')}>{report.attempts}</Fact>
        <Fact term={t('pos.support.timeTaken')}>
          {t('pos.support.milliseconds', { count: Math.round(report.latency_ms) })}
        </Fact>
        <Fact term={t('pos.support.started')}>
          <DateTime value={report.started_at} />
        </Fact>
        {report.error && (
          <Fact term={t('pos.support.error')}>
            {report.error.status ?? '—'} {report.error.apiCode ?? report.error.code}:{' '}
            {report.error.message}
          </Fact>
        )}
      </dl>
      <RawJson label={t('pos.support.answer')} value={report.response ?? null} />
      <RawJson label={t('pos.support.record')} value={report} />
    </details>
  );
}
