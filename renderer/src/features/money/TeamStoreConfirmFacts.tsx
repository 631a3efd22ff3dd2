import { useTranslation } from 'react-i18next';
import type { TeamStoreSummary } from '../../../../shared/schemas/confirmation';
import { ConfirmFacts, type ConfirmFact } from './ConfirmFacts';

/**
 * Where main would send this console's audit trail, field by field, as main read it from the
 * URL: the person checks the server they chose, not what the form believes it typed.
 */
export function TeamStoreConfirmFacts({ summary }: { summary: TeamStoreSummary }) {
  const { t } = useTranslation();
  const { destination: d } = summary;
  const facts: (ConfirmFact | false)[] = [
    [t('money.teamStore.operation'), summary.operation],
    [t('money.teamStore.host'), d.host],
    [t('money.teamStore.port'), String(d.port)],
    [t('money.teamStore.database'), d.database],
    [t('money.teamStore.user'), d.user],
    [t('money.teamStore.tls'), d.tls === 'none' ? t('money.teamStore.tlsNone') : d.tls],
    !!d.ca && [t('money.teamStore.ca'), d.ca],
    !!summary.changes && [t('money.teamStore.changes'), summary.changes.join('; ')],
    [t('money.teamStore.console'), summary.console],
    [t('money.teamStore.ships'), t('money.teamStore.shipsValue')],
  ];
  return (
    <ConfirmFacts
      question={t('money.teamStore.question', { database: d.database, host: d.host })}
      warning={t('money.teamStore.warning')}
      facts={facts}
    />
  );
}
