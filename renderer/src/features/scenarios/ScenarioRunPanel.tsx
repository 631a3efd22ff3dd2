import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../shared/money';
import { operationKey } from '../../../../shared/operations/presentation';
import { Outcome } from '../../../../shared/schemas/operation';
import type {
  ScenarioRef,
  ScenarioRunState,
  ScenarioSaid,
  ScenarioStepResult,
} from '../../../../shared/schemas/scenario-desk';
import { useAppInfo } from '../../app/ProfileIndicator';
import { useShownProfile } from '../../app/ShownProfile';
import { hrefOf } from '../../app/router';
import { api, call, toAppError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { en as activityWords } from '../../i18n/areas/activity';
import { hasWords } from '../../i18n/keys';
import { statusWordOf } from '../../i18n/status-word';
import { useRunAction, useScenarioRun } from './queries';

/** A run's message in the language the page speaks now, whoever started the run. */
export function useSaid(): (said: ScenarioSaid) => string {
  const { i18n } = useTranslation();
  return (said) => (i18n.language === 'es' ? said.es : said.en);
}

/**
 * Runs the opened scenario against the active profile, and shows main's run when it is this
 * scenario's: another scenario's verdict under this one's name would be read as this one's, so
 * that run is only named, with its link. A production profile disables Run and says why; main
 * refuses it anyway.
 */
export function ScenarioRunPanel({
  scenario,
  beforeRun,
}: {
  scenario?: ScenarioRef;
  /** Saves the edited text first; false: not saved, so nothing is run. */
  beforeRun?: (() => Promise<boolean>) | undefined;
}) {
  const { t } = useTranslation();
  const profile = useAppInfo().data?.profile;
  const { stamp } = useShownProfile({ hold: false });
  const run = useScenarioRun();
  const current = run.data ?? undefined;
  const busy = current !== undefined && current.state !== 'done';
  const start = useRunAction(async (mode: 'all' | 'steps') => {
    if (!scenario) return null;
    if (beforeRun && !(await beforeRun())) return current ?? null;
    return call(api().scenarios.run({ ...scenario, mode, shownProfile: await stamp() }));
  });
  const next = useRunAction(() => call(api().scenarios.next()));
  const stop = useRunAction(() => call(api().scenarios.stop()));
  const failure = start.error ?? next.error ?? stop.error;
  const production = profile?.production === true;
  const mine =
    current && (!scenario || (current.source === scenario.source && current.name === scenario.name))
      ? current
      : undefined;
  const other = current && !mine ? current : undefined;
  return (
    <section aria-labelledby="scenario-run-title" className="scenario-run">
      <h2 id="scenario-run-title">{t('scenarios.run.title')}</h2>
      {profile &&
        (production ? (
          <p className="notice notice-warning" role="note">
            {t('scenarios.run.production', { name: profile.name })}
          </p>
        ) : (
          <p className="muted">
            {t(profile.kind === 'simulator' ? 'scenarios.run.simulator' : 'scenarios.run.profile', {
              name: profile.name,
            })}
          </p>
        ))}
      {scenario && (
        <div className="button-row">
          <button
            type="button"
            className="button-primary"
            disabled={production || busy || start.isPending}
            onClick={() => start.mutate('all')}
          >
            {t('scenarios.run.all')}
          </button>
          <button
            type="button"
            disabled={production || busy || start.isPending}
            onClick={() => start.mutate('steps')}
          >
            {t('scenarios.run.steps')}
          </button>
          {beforeRun && <span className="muted">{t('scenarios.run.saveFirst')}</span>}
        </div>
      )}
      {failure && (
        <p role="alert" className="notice notice-error">
          {errorText(toAppError(failure), t)}
        </p>
      )}
      {other && (
        <p className="muted">
          {t(other.state === 'done' ? 'scenarios.run.otherLast' : 'scenarios.run.otherBusy', {
            name: other.name,
          })}{' '}
          <a
            href={hrefOf({ to: '/scenarios', search: { source: other.source, name: other.name } })}
          >
            {t('scenarios.run.openOther', { name: other.name })}
          </a>
        </p>
      )}
      {/* A run refused now leaves no earlier verdict under its error, as if it were this one's. */}
      {mine && !(start.isError && mine.state === 'done') && (
        <RunView
          run={mine}
          onNext={() => next.mutate(undefined)}
          onStop={() => stop.mutate(undefined)}
          pending={next.isPending || stop.isPending}
        />
      )}
    </section>
  );
}

function RunView({
  run,
  onNext,
  onStop,
  pending,
}: {
  run: ScenarioRunState;
  onNext: () => void;
  onStop: () => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const said = useSaid();
  const name = run.name;
  return (
    <>
      <p role="status" className={verdictClass(run)}>
        {run.state === 'running' && t('scenarios.run.running', { name })}
        {run.state === 'waiting' && t('scenarios.run.waiting', { id: run.next })}
        {run.state === 'done' &&
          (run.skipped
            ? t('scenarios.run.skipped', { name, why: said(run.skipped) })
            : run.stopped
              ? t('scenarios.run.stopped', { name })
              : t(run.passed ? 'scenarios.run.passed' : 'scenarios.run.failed', { name }))}
      </p>
      {run.failures.length > 0 && (
        <ul className={run.stopped ? 'notice' : 'notice notice-error'}>
          {run.failures.map((f, i) => (
            <li key={i}>{said(f)}</li>
          ))}
        </ul>
      )}
      {run.state !== 'done' && (
        <div className="button-row">
          {run.state === 'waiting' && run.next && (
            <button type="button" className="button-primary" disabled={pending} onClick={onNext}>
              {t('scenarios.run.next', { id: run.next })}
            </button>
          )}
          <button type="button" disabled={pending} onClick={onStop}>
            {t('scenarios.run.stop')}
          </button>
        </div>
      )}
      {run.steps.length > 0 && (
        <table className="scenario-steps">
          <caption>{t('scenarios.run.results', { name })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('scenarios.run.step')}</th>
              <th scope="col">{t('scenarios.run.operation')}</th>
              <th scope="col">{t('scenarios.run.outcome')}</th>
              <th scope="col">{t('scenarios.run.status')}</th>
              <th scope="col">{t('scenarios.run.amount')}</th>
              <th scope="col">{t('scenarios.run.result')}</th>
            </tr>
          </thead>
          <tbody>
            {run.steps.map((step) => (
              <StepRow key={`${step.cleanup ? 'c' : 's'}-${step.id}`} step={step} />
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}

function StepRow({ step }: { step: ScenarioStepResult }) {
  const { t, i18n } = useTranslation();
  const said = useSaid();
  const none = t('scenarios.run.none');
  // Said as Activity says it, so a step's outcome reads the same where its link leads.
  const outcome = Outcome.safeParse(step.outcome);
  const money = (amount: { value: number; currency?: string | undefined }) =>
    formatMoney(amount.value, amount.currency, i18n.language);
  return (
    <tr className={step.failures.length ? 'row-failed' : undefined}>
      <th scope="row">{step.cleanup ? t('scenarios.run.cleanup', { id: step.id }) : step.id}</th>
      <td title={step.operation}>
        {step.reversal_type && hasWords(activityWords.reversal, step.reversal_type)
          ? t(`activity.reversal.${step.reversal_type}`)
          : t(`scenarios.operation.${operationKey(step.operation)}`)}
      </td>
      <td>{outcome.success ? t(`activity.outcome.${outcome.data}`) : step.outcome}</td>
      <td title={step.status}>{step.status ? statusWordOf(t, step.status) : none}</td>
      <td className="step-amount">
        {/* A payment read: the figures its page shows, not their net (the current amount). */}
        {step.figures
          ? t('scenarios.run.figures', {
              captured: money(step.figures.captured),
              refunded: money(step.figures.refunded),
            })
          : step.amount
            ? money(step.amount)
            : none}
      </td>
      <td>
        {step.failures.length ? (
          <ul className="step-failures">
            {step.failures.map((f, i) => (
              <li key={i}>{said(f)}</li>
            ))}
          </ul>
        ) : (
          t('scenarios.run.ok')
        )}
        {step.operation_id && (
          <>
            {' '}
            <a href={hrefOf({ to: '/activity/$id', params: { id: step.operation_id } })}>
              {t('scenarios.run.journal')}
            </a>
          </>
        )}
      </td>
    </tr>
  );
}

function verdictClass(run: ScenarioRunState): string {
  if (run.state !== 'done' || run.stopped) return 'notice';
  return run.passed ? 'notice notice-ok' : 'notice notice-error';
}
