import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { DateTime } from '../../ui/DateTime';
import { ErrorNotice } from '../../ui/ErrorNotice';

/** The newest fifty are what a person reads while reproducing a flow; main cut what is secret. */
const SHOWN = 50;

/** What reached the simulator's API, newest first, as main redacted it. */
export function RequestLogPanel() {
  const { t } = useTranslation();
  const log = useQuery({
    queryKey: queryKeys.simulator.requests,
    queryFn: () => call(api().simulator.requests()),
    // The simulator changes behind the page (a request uses a fault up, or is logged): read it
    // again each time the screen opens, not the copy of up to 30 s before.
    staleTime: 0,
  });
  return (
    <section className="card" aria-labelledby="simulator-requests">
      <div className="page-head">
        <h2 id="simulator-requests">{t('simulator.requests.heading')}</h2>
        <button type="button" onClick={() => void log.refetch()} disabled={log.isFetching}>
          {t('simulator.requests.refresh')}
        </button>
      </div>
      <p className="hint">{t('simulator.requests.hint')}</p>
      {log.isError && (
        <ErrorNotice
          title={t('simulator.requests.failed')}
          error={toAppError(log.error)}
          onRetry={() => void log.refetch()}
        />
      )}
      {log.data?.length === 0 && <p className="muted">{t('simulator.requests.empty')}</p>}
      {log.data && log.data.length > 0 && (
        <table className="data-table" aria-labelledby="simulator-requests">
          <thead>
            <tr>
              <th scope="col">{t('simulator.requests.seq')}</th>
              <th scope="col">{t('simulator.requests.at')}</th>
              <th scope="col">{t('simulator.requests.request')}</th>
              <th scope="col">{t('simulator.requests.key')}</th>
            </tr>
          </thead>
          <tbody>
            {log.data.slice(0, SHOWN).map((request) => (
              <tr key={request.seq}>
                <td>{request.seq}</td>
                <td className="request-at">
                  <DateTime value={request.at} />
                </td>
                <td>
                  <code>
                    {request.method} {request.path}
                  </code>
                </td>
                <td>{request.idempotency_key && <code>{request.idempotency_key}</code>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
