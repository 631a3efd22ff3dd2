import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityDetail } from '../../../../shared/schemas/activity';
import { RawJson } from '../../ui/RawJson';
import { RedactedText } from '../../ui/Redacted';

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
                <RedactedText text={value} />
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
