import { useTranslation } from 'react-i18next';
import { api, call } from '../lib/api';
import { useRunAction, useScenarioRun } from '../features/scenarios/queries';
import { useAllowed } from './permissions';
import { useAppInfo } from './ProfileIndicator';

/**
 * A scenario run that is not over holds the built-in simulator at the scenario's seed and in its
 * dialect, whatever Settings say: what the person sends from any screen meanwhile goes there.
 * Said on every screen, with Stop, so nobody works on it unawares.
 */
export function ScenarioHoldNotice() {
  const allowed = useAllowed();
  if (!allowed('scenarios:status')) return null;
  return <HoldNotice />;
}

function HoldNotice() {
  const { t } = useTranslation();
  const run = useScenarioRun().data;
  const simulator = useAppInfo().data?.profile.kind === 'simulator';
  const stop = useRunAction(() => call(api().scenarios.stop()));
  if (!run || run.state === 'done') return null;
  const where = run.state === 'waiting' && run.next ? 'paused' : 'running';
  return (
    <p className="scenario-hold" role="status">
      <span>
        {t(`frame.scenarioHold.${where}`, { name: run.name, step: run.next ?? '' })}{' '}
        {simulator ? t('frame.scenarioHold.simulator') : t('frame.scenarioHold.profile')}
      </span>{' '}
      <button type="button" onClick={() => stop.mutate(undefined)} disabled={stop.isPending}>
        {t('frame.scenarioHold.stop')}
      </button>
    </p>
  );
}
