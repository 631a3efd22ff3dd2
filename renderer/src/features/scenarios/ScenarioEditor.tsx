import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScenarioProblem, ScenarioRef } from '../../../../shared/schemas/scenario-desk';
import { api, call, toAppError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { LeaveGuard } from '../../ui/LeaveGuard';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { scenarioKeys, useScenarioFile } from './queries';
import { ScenarioRunPanel } from './ScenarioRunPanel';

type Said = { kind: 'saved' | 'valid' | 'savedWithProblems' } | { kind: 'error'; text: string };

/** One scenario's text: examples are read-only, the person's own are edited and saved here. */
export function ScenarioEditor({ scenario }: { scenario: ScenarioRef }) {
  const { t } = useTranslation();
  const file = useScenarioFile(scenario);
  if (file.isPending) return <p role="status">{t('scenarios.page.loading')}</p>;
  if (file.isError)
    return (
      <ErrorNotice
        title={t('scenarios.page.readOneError')}
        error={toAppError(file.error)}
        onRetry={() => void file.refetch()}
      />
    );
  return <TextEditor scenario={scenario} saved={file.data.text} />;
}

function TextEditor({ scenario, saved }: { scenario: ScenarioRef; saved: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const readOnly = scenario.source === 'example';
  const [text, setText] = useState(saved);
  const [lastSaved, setLastSaved] = useState(saved);
  const [problems, setProblems] = useState<ScenarioProblem[]>([]);
  const [said, setSaid] = useState<Said>();
  const area = useRef<HTMLTextAreaElement>(null);
  const dirty = !readOnly && text !== lastSaved;

  const validate = async () => {
    try {
      const checked = await call(api().scenarios.check({ text }));
      setProblems(checked.problems);
      setSaid(checked.problems.length ? undefined : { kind: 'valid' });
    } catch (error) {
      setSaid({ kind: 'error', text: errorText(toAppError(error), t) });
    }
  };
  /** True once the text is on disk; the text stays in the editor whatever happens. */
  const save = async (): Promise<boolean> => {
    try {
      const done = await call(api().scenarios.save({ name: scenario.name, text }));
      setLastSaved(text);
      client.setQueryData(scenarioKeys.file(scenario), { ...scenario, text });
      setProblems(done.problems);
      setSaid({ kind: done.problems.length ? 'savedWithProblems' : 'saved' });
      return true;
    } catch (error) {
      setSaid({ kind: 'error', text: errorText(toAppError(error), t) });
      return false;
    }
  };
  /** Puts the caret on the problem's line, so it is fixed where it is. */
  const goToLine = (line: number) => {
    const el = area.current;
    if (!el) return;
    const start =
      text
        .split('\n')
        .slice(0, line - 1)
        .join('\n').length + (line > 1 ? 1 : 0);
    el.focus();
    el.setSelectionRange(start, start);
  };

  const title = t(readOnly ? 'scenarios.editor.example' : 'scenarios.editor.mine', {
    name: scenario.name,
  });
  return (
    <section aria-labelledby="scenario-editor-title" className="scenario-editor">
      <h2 id="scenario-editor-title">
        {title}
        {dirty && <span className="badge"> {t('scenarios.editor.unsaved')}</span>}
      </h2>
      <label htmlFor="scenario-text">{t('scenarios.editor.label')}</label>
      <textarea
        id="scenario-text"
        ref={area}
        className="scenario-text"
        value={text}
        readOnly={readOnly}
        spellCheck={false}
        rows={16}
        aria-invalid={problems.length ? true : undefined}
        aria-describedby={problems.length ? 'scenario-problems' : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setSaid(undefined);
        }}
      />
      <div className="button-row">
        <button type="button" onClick={() => void validate()}>
          {t('scenarios.editor.validate')}
        </button>
        {!readOnly && (
          <button type="button" className="button-primary" onClick={() => void save()}>
            {t('scenarios.editor.save')}
          </button>
        )}
      </div>
      {said && (
        <p
          role={said.kind === 'error' ? 'alert' : 'status'}
          className={said.kind === 'error' ? 'notice notice-error' : 'notice notice-ok'}
        >
          {said.kind === 'error' ? said.text : t(`scenarios.editor.${said.kind}`)}
        </p>
      )}
      {problems.length > 0 && (
        <div id="scenario-problems" className="notice notice-error" role="alert">
          <h3>{t('scenarios.editor.problems')}</h3>
          <ul>
            {problems.map((p, i) => (
              <li key={i}>
                {/* The whole problem takes the caret there; only its line reads as the link. */}
                <button type="button" className="problem-button" onClick={() => goToLine(p.line)}>
                  <span className="problem-line">
                    {t('scenarios.editor.problemLine', { line: p.line })}
                  </span>
                  : {p.message}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <ScenarioRunPanel scenario={scenario} beforeRun={dirty ? save : undefined} />
      {/* Leaving with unsaved text asks first, in the page and on closing the window alike. */}
      <LeaveGuard when={dirty} body={t('scenarios.editor.leaveBody', { name: scenario.name })} />
    </section>
  );
}
