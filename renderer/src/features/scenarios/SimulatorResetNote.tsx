import { useTranslation } from 'react-i18next';
import { useAllowed } from '../../app/permissions';
import { useAppInfo } from '../../app/ProfileIndicator';
import { hrefOf } from '../../app/router';
import { formatTimeOfDay } from '../../i18n/format';
import { useScenarioRun } from './queries';

/**
 * A scenario run puts the built-in simulator back at its seed: payments made there by hand are
 * gone from its lists and pages (Activity still lists what was sent). Said where they are missed,
 * so nobody takes it for a lost payment.
 */
export function SimulatorResetNote() {
  const allowed = useAllowed();
  if (!allowed('scenarios:status')) return null;
  return <ResetNote />;
}

function ResetNote() {
  const { t, i18n } = useTranslation();
  const run = useScenarioRun().data;
  const profile = useAppInfo().data?.profile;
  if (!run?.simulator_reset_at || !profile || profile.name !== run.profile) return null;
  const time = formatTimeOfDay(run.simulator_reset_at, i18n.language);
  return (
    <p className="notice" role="note">
      {t('payments.simulatorReset.note', { name: run.name, time })}{' '}
      <a href={hrefOf({ to: '/scenarios', search: { source: run.source, name: run.name } })}>
        {t('payments.simulatorReset.open', { name: run.name })}
      </a>
    </p>
  );
}
