import type { ActivityDetail } from '../../../../shared/schemas/activity';
import { ATTEMPT_RESULTS, latencyText } from './format';
import { localTime } from './time';

/** Each send of the same request (same key, same bytes) and how it ended. */
export function AttemptsTable({ attempts }: { attempts: ActivityDetail['attempts'] }) {
  return (
    <section aria-labelledby="activity-attempts-title">
      <h2 id="activity-attempts-title">Attempts ({attempts.length})</h2>
      {attempts.length === 0 ? (
        <p className="empty">No attempt was recorded: the request was never sent.</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-labelledby="activity-attempts-title">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Time</th>
                <th scope="col">Result</th>
                <th scope="col">HTTP status</th>
                <th scope="col" className="num">
                  Latency
                </th>
                <th scope="col">Detail</th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((a) => (
                <tr key={a.attempt}>
                  <th scope="row">{a.attempt}</th>
                  <td>{localTime(a.at)}</td>
                  <td>{ATTEMPT_RESULTS[a.result] ?? a.result}</td>
                  <td>{a.http_status ?? '—'}</td>
                  <td className="num">{latencyText(a.latency_ms)}</td>
                  <td>{a.detail ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
