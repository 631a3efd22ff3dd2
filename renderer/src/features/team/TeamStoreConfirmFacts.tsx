import { useTranslation } from 'react-i18next';
import type { TeamStoreSummary } from '../../../../shared/schemas/confirmation';

/**
 * Where main would send this console's audit trail, field by field, as main read it from the
 * URL: the person checks the server they chose, not what the form believes it typed.
 */
export function TeamStoreConfirmFacts({ summary }: { summary: TeamStoreSummary }) {
  const { t } = useTranslation();
  const { destination: d } = summary;
  const facts: [string, string][] = [
    [t('team.confirm.operation'), summary.operation],
    [t('team.confirm.host'), d.host],
    [t('team.confirm.port'), String(d.port)],
    [t('team.confirm.database'), d.database],
    [t('team.confirm.user'), d.user],
    [t('team.confirm.tls'), d.tls === 'none' ? t('team.confirm.tlsNone') : d.tls],
    ...(d.ca ? [[t('team.confirm.ca'), d.ca] as [string, string]] : []),
    ...(summary.changes
      ? [[t('team.confirm.changes'), summary.changes.join('; ')] as [string, string]]
      : []),
    [t('team.confirm.console'), summary.console],
    [t('team.confirm.ships'), t('team.confirm.shipsValue')],
  ];
  return (
    <>
      <p className="money-confirm-question">
        {t('team.confirm.question', { database: d.database, host: d.host })}
      </p>
      <p>{t('team.confirm.warning')}</p>
      <dl className="facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}
