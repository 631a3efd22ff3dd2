import { useId } from 'react';
import type { ActivityDetail } from '../../../../shared/schemas/activity';
import { RawJson } from '../../ui/RawJson';

function HeadersTable({ title, headers }: { title: string; headers: Record<string, string> }) {
  const entries = Object.entries(headers);
  if (entries.length === 0) return <p className="muted">No headers recorded.</p>;
  return (
    <div className="table-scroll">
      <table className="data-table activity-headers">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">Header</th>
            <th scope="col">Value</th>
          </tr>
        </thead>
        <tbody>
          {entries.map(([name, value]) => (
            <tr key={name}>
              <th scope="row" className="mono">
                {name}
              </th>
              <td className="mono cell-id">{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The request as sent and the last answer, both as main journaled them: already redacted. */
export function ExchangeView({ request, response }: Pick<ActivityDetail, 'request' | 'response'>) {
  const id = useId();
  return (
    <div className="activity-exchange">
      <section aria-labelledby={`${id}-request`}>
        <h2 id={`${id}-request`}>Request</h2>
        <p className="mono cell-id">
          {request.method} {request.url}
        </p>
        <HeadersTable title="Request headers" headers={request.headers} />
        <RawJson label="Request body" value={request.body} />
      </section>
      <section aria-labelledby={`${id}-response`}>
        <h2 id={`${id}-response`}>Response</h2>
        {response ? (
          <>
            <p>
              HTTP status <strong>{response.status}</strong>
            </p>
            <HeadersTable title="Response headers" headers={response.headers} />
            <RawJson label="Response body" value={response.body} />
          </>
        ) : (
          <p className="empty">No response was recorded.</p>
        )}
      </section>
    </div>
  );
}
