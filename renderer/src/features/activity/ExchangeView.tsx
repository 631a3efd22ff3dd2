import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '../../../../shared/schemas/activity';
import { RawJson } from '../../ui/RawJson';

/** Main's redaction marker, as the journal, exports and copy-as-cURL keep it (see the README). */
const REDACTED = '[REDACTED]';

/**
 * A header's value with main's redaction marker said in the person's language and explained on
 * hover; what it stands for was never sent to this screen.
 */
function HeaderValue({ value }: { value: string }) {
  const { t } = useTranslation();
  const parts = value.split(REDACTED);
  if (parts.length === 1) return <>{value}</>;
  return (
    <>
      {parts.map((part, i) => (
        <span key={i}>
          {i > 0 && (
            <abbr title={t('activity.exchange.redactedHint')}>
              {t('activity.exchange.redacted')}
            </abbr>
          )}
          {part}
        </span>
      ))}
    </>
  );
}

function HeadersTable({ title, headers }: { title: string; headers: Record<string, string> }) {
  const { t } = useTranslation();
  const entries = Object.entries(headers);
  if (entries.length === 0) return <p className="muted">{t('activity.exchange.noHeaders')}</p>;
  return (
    <div className="table-scroll">
      <table className="data-table activity-headers">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('activity.exchange.header')}</th>
            <th scope="col">{t('activity.exchange.value')}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className="mono">
                {name}
              </th>
              <td className="mono cell-id">
                <HeaderValue value={value} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The request as sent and the last answer, both as main journaled them: already redacted. */
export function ExchangeView({ request, response }: Pick<ActivityDetail, 'request' | 'response'>) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="activity-exchange">
      <section aria-labelledby={`${id}-request`}>
        <h2 id={`${id}-request`}>{t('activity.exchange.request')}</h2>
        <p className="mono cell-id">
          {request.method} {request.url}
        </p>
        <HeadersTable title={t('activity.exchange.requestHeaders')} headers={request.headers} />
        <RawJson label={t('activity.exchange.requestBody')} value={request.body} />
      </section>
      <section aria-labelledby={`${id}-response`}>
        <h2 id={`${id}-response`}>{t('activity.exchange.response')}</h2>
        {response ? (
          <>
            <p>
              {t('activity.exchange.httpStatus')} <strong>{response.status}</strong>
            </p>
            <HeadersTable
              title={t('activity.exchange.responseHeaders')}
              headers={response.headers}
            />
            <RawJson label={t('activity.exchange.responseBody')} value={response.body} />
          </>
        ) : (
          <p className="empty">{t('activity.exchange.noResponse')}</p>
        )}
      </section>
    </div>
  );
}
