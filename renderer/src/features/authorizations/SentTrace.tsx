import { useTranslation } from 'react-i18next';
import type { OperationReport } from '../../../../shared/schemas/operation';
import { hrefOf } from '../../app/router';
import { Id } from '../../ui/Id';

/** The trace number as the request carried it (the form's field or the additional fields). */
export function sentTraceOf(report: OperationReport): string | undefined {
  const request = report.request;
  if (typeof request !== 'object' || request === null) return undefined;
  const trace = (request as Record<string, unknown>).external_client_trace_id;
  return typeof trace === 'string' && trace !== '' ? trace : undefined;
}

/**
 * The trace number an authorization was sent with, and the finder's search for it: QA makes a
 * payment to be found without its id, and checks that it is, whatever the outcome said.
 */
export function SentTrace({ report }: { report: OperationReport }) {
  const { t } = useTranslation();
  const trace = sentTraceOf(report);
  if (trace === undefined) return null;
  return (
    <p className="sent-trace">
      {t('authorizations.result.trace')} <Id>{trace}</Id>{' '}
      <a href={hrefOf({ to: '/payments/find', search: { q: trace } })}>
        {t('authorizations.result.findByTrace')}
      </a>
    </p>
  );
}
