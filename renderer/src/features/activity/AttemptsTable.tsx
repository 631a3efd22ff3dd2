import type { TFunction } from 'i18next';
import { ErrorCode } from '../../../../shared/errors';
import type { ActivityDetail } from '../../../../shared/schemas/activity';
import { useActivityWords } from './format';
import { en } from '../../i18n/areas/activity';
import { hasWords } from '../../i18n/keys';
import { formatCount } from '../../../../shared/money';

type Attempt = ActivityDetail['attempts'][number];

/**
 * An attempt's detail: the console's own error codes and its deadline in words, the code kept on
 * hover for support, a socket's known codes too, an answer not read for its size or depth with
 * main's note on hover; anything else as the journal has it.
 */
function AttemptDetail({
  attempt: { detail, unread },
  t,
  language,
}: {
  attempt: Attempt;
  t: TFunction;
  language: string;
}) {
  if (unread !== undefined) {
    return (
      <span title={detail}>
        {t(`activity.attempts.unread.${unread.problem}`, {
          bytes: formatCount(unread.bytes, language),
          limit: formatCount(unread.limit, language),
        })}
      </span>
    );
  }
  if (detail === undefined) return null;
  const code = ErrorCode.safeParse(detail);
  if (code.success) return <span title={detail}>{t(`frame.apiError.kinds.${code.data}`)}</span>;
  if (detail === 'deadline') return <span title={detail}>{t('activity.attempts.deadline')}</span>;
  if (hasWords(en.attempts.socket, detail))
    return <span title={detail}>{t(`activity.attempts.socket.${detail}`)}</span>;
  return <>{detail}</>;
}

/** Each send of the same request (same key, same bytes) and how it ended. */
export function AttemptsTable({ attempts }: { attempts: ActivityDetail['attempts'] }) {
  const words = useActivityWords();
  const { t } = words;
  return (
    <section aria-labelledby="activity-attempts-title">
      <h2 id="activity-attempts-title">{t('activity.attempts.title', { n: attempts.length })}</h2>
      {attempts.length === 0 ? (
        <p className="empty">{t('activity.attempts.none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="data-table" aria-labelledby="activity-attempts-title">
            <thead>
              <tr>
                <th scope="col">{t('activity.attempts.number')}</th>
                <th scope="col">{t('activity.attempts.time')}</th>
                <th scope="col">{t('activity.attempts.result')}</th>
                <th scope="col">{t('activity.attempts.httpStatus')}</th>
                <th scope="col" className="num">
                  {t('activity.attempts.latency')}
                </th>
                <th scope="col">{t('activity.attempts.detail')}</th>
              </tr>
            </thead>
            <tbody>
              {attempts.map((a) => (
                <tr key={a.attempt}>
                  <th scope="row">{a.attempt}</th>
                  <td>{words.whenExact(a.at)}</td>
                  <td>{words.attemptResult(a.result)}</td>
                  <td>{a.http_status ?? '—'}</td>
                  <td className="num">{words.latency(a.latency_ms)}</td>
                  <td>
                    <AttemptDetail attempt={a} t={t} language={words.language} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
