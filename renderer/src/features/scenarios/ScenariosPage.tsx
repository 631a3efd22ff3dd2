import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ScenarioName, type ScenarioRef } from '../../../../shared/schemas/scenario-desk';
import { go, goInstead, hrefOf } from '../../app/router';
import { api, call, toAppError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { scrollBehavior } from '../../lib/motion';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { scenarioKeys, useScenarioFile, useScenarioList, useScenarioRun } from './queries';
import { ScenarioEditor } from './ScenarioEditor';
import { ScenarioRunPanel } from './ScenarioRunPanel';

/**
 * What a new scenario starts as: valid, so the person sees the format by changing it, named as
 * they typed and explained in their language. The words are quoted as JSON, which YAML reads.
 */
export function newScenarioText(name: string, t: TFunction): string {
  return `version: 1
name: ${name}
description: ${JSON.stringify(t('scenarios.template.description'))}
# ${t('scenarios.template.comment')}
steps:
  - id: auth
    operation: payments:authorize
    input:
      merchant_id: mer-seed-store-1
      instrument: { kind: stored, id: ins-seed-visa-approved }
      amount: '10.00'
      currency: USD
      type: SALE
      capture_mode: MANUAL
    # ${t('scenarios.template.expect')}
    expect: { outcome: succeeded, status: APPROVED }
`;
}

/**
 * Scenarios: the person's own files and the shipped examples, one opened in the editor, and
 * main's run (which goes on while the page is elsewhere) below it.
 */
export function ScenariosPage({ open }: { open: ScenarioRef | undefined }) {
  const { t } = useTranslation();
  const list = useScenarioList();
  const client = useQueryClient();
  const [problem, setProblem] = useState<string>();
  const run = useScenarioRun().data;
  const listed =
    run &&
    (run.source === 'mine' ? list.data?.mine : list.data?.examples)?.some(
      (s) => s.name === run.name,
    ) === true;
  // Come back with nothing open (the menu, a stop from another screen's banner): the run's own
  // scenario opens, with its verdict under its name, whatever the language.
  const reopen = !open && listed ? run : undefined;
  const reopenSource = reopen?.source;
  const reopenName = reopen?.name;
  useEffect(() => {
    if (reopenSource && reopenName)
      goInstead({ to: '/scenarios', search: { source: reopenSource, name: reopenName } });
  }, [reopenSource, reopenName]);
  const copy = async (name: string) => {
    setProblem(undefined);
    try {
      const made = await call(api().scenarios.copyExample({ name }));
      await client.invalidateQueries({ queryKey: scenarioKeys.list });
      go({ to: '/scenarios', search: { source: 'mine', name: made.name } });
    } catch (error) {
      setProblem(errorText(toAppError(error), t));
    }
  };
  return (
    <>
      <PageTitle>{t('scenarios.page.title')}</PageTitle>
      <p className="muted">{t('scenarios.page.intro')}</p>
      {list.isPending && <p role="status">{t('scenarios.page.loading')}</p>}
      {list.isError && (
        <ErrorNotice
          title={t('scenarios.page.readError')}
          error={toAppError(list.error)}
          onRetry={() => void list.refetch()}
        />
      )}
      {problem && (
        <p role="alert" className="notice notice-error">
          {problem}
        </p>
      )}
      {list.data && (
        <div className="scenario-lists">
          <section aria-labelledby="scenarios-mine">
            <h2 id="scenarios-mine">{t('scenarios.page.mine')}</h2>
            {list.data.mine.length === 0 ? (
              <p className="empty">{t('scenarios.page.noneMine')}</p>
            ) : (
              <ul aria-labelledby="scenarios-mine">
                {list.data.mine.map(({ name }) => (
                  <li key={name}>
                    <a
                      href={hrefOf({ to: '/scenarios', search: { source: 'mine', name } })}
                      aria-current={
                        open?.source === 'mine' && open.name === name ? 'page' : undefined
                      }
                    >
                      {name}
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <NewScenarioForm mine={list.data.mine.map((m) => m.name)} />
          </section>
          <section aria-labelledby="scenarios-examples">
            <h2 id="scenarios-examples">{t('scenarios.page.examples')}</h2>
            <ul aria-labelledby="scenarios-examples" className="scenario-examples">
              {list.data.examples.map(({ name }) => (
                <li key={name}>
                  <a
                    href={hrefOf({ to: '/scenarios', search: { source: 'example', name } })}
                    aria-current={
                      open?.source === 'example' && open.name === name ? 'page' : undefined
                    }
                  >
                    {name}
                  </a>
                  <button
                    type="button"
                    className="button-small"
                    aria-label={t('scenarios.page.openCopy', { name })}
                    onClick={() => void copy(name)}
                  >
                    {t('scenarios.page.openCopyShort')}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        </div>
      )}
      {open ? (
        <OpenedScenario key={`${open.source}/${open.name}`} scenario={open} />
      ) : (
        <>
          <p className="muted">{t('scenarios.page.pick')}</p>
          <ScenarioRunPanel />
        </>
      )}
    </>
  );
}

function NewScenarioForm({ mine }: { mine: string[] }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // An empty box is asked for first: the format rule answers a name typed, not none.
    if (name.trim() === '') return setError(t('scenarios.page.noName'));
    if (!ScenarioName.safeParse(name).success) return setError(t('scenarios.page.badName'));
    if (mine.includes(name)) return setError(t('scenarios.page.taken', { name }));
    try {
      await call(api().scenarios.save({ name, text: newScenarioText(name, t) }));
      await client.invalidateQueries({ queryKey: scenarioKeys.list });
      setName('');
      go({ to: '/scenarios', search: { source: 'mine', name } });
    } catch (caught) {
      setError(errorText(toAppError(caught), t));
    }
  };
  return (
    <form className="scenario-new" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="scenario-new-name">{t('scenarios.page.newName')}</label>
        <input
          id="scenario-new-name"
          value={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'scenario-new-error' : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setError(undefined);
          }}
        />
        {error && (
          <p id="scenario-new-error" className="field-error">
            {error}
          </p>
        )}
      </div>
      <div className="form-actions">
        <button type="submit">{t('scenarios.page.create')}</button>
      </div>
    </form>
  );
}

/**
 * The opened scenario, brought into view: it comes under the lists, below the window's edge at
 * 1024 px, and an example clicked (or an address typed) otherwise changed nothing in sight.
 */
function OpenedScenario({ scenario }: { scenario: ScenarioRef }) {
  const at = useRef<HTMLDivElement>(null);
  // Once the lists above and its own text are in: before, the page was too short to scroll to it.
  const list = useScenarioList();
  const file = useScenarioFile(scenario);
  const shown = !list.isPending && !file.isPending;
  useEffect(() => {
    if (shown) at.current?.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  }, [shown]);
  return (
    <div ref={at}>
      <ScenarioEditor scenario={scenario} />
    </div>
  );
}
