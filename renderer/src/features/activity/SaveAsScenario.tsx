import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActivityRow } from '../../../../shared/schemas/activity';
import { isScenarioStepSource, ScenarioName } from '../../../../shared/schemas/scenario-desk';
import { go } from '../../app/router';
import { api, call, toAppError } from '../../lib/api';
import { errorText } from '../../lib/error-text';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { scenarioKeys } from '../scenarios/queries';

/** Whether a row can be a scenario step: money the journal keeps whole enough to send again. */
export const canBeStep = (row: ActivityRow) => !row.team && isScenarioStepSource(row.kind);

/** The rows QA ticked in Activity, by operation id, in the order they were ticked. */
export function usePickedOperations() {
  const [picked, setPicked] = useState<string[]>([]);
  return {
    picked,
    has: (row: ActivityRow) => picked.includes(row.operation_id),
    toggle: (row: ActivityRow) =>
      setPicked((now) =>
        now.includes(row.operation_id)
          ? now.filter((id) => id !== row.operation_id)
          : [...now, row.operation_id],
      ),
    clear: () => setPicked([]),
  };
}

/**
 * QA's "Save as scenario": the ticked operations become a new scenario of their own, built by
 * main from the journal (the page sends only ids), then opened in the Scenarios area to run.
 */
export function SaveAsScenario({ picked, onClear }: { picked: string[]; onClear: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const save = async () => {
    if (!ScenarioName.safeParse(name).success) return setError(t('activity.toScenario.badName'));
    setBusy(true);
    try {
      const saved = await call(api().scenarios.fromActivity({ name, operation_ids: picked }));
      await client.invalidateQueries({ queryKey: scenarioKeys.list });
      setOpen(false);
      onClear();
      go({ to: '/scenarios', search: { source: 'mine', name: saved.name } });
    } catch (caught) {
      setError(errorText(toAppError(caught), t));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="activity-pick-bar" role="group" aria-label={t('activity.toScenario.title')}>
      {picked.length === 0 ? (
        <span className="muted">{t('activity.toScenario.hint')}</span>
      ) : (
        <>
          <span role="status">{t('activity.toScenario.selected', { count: picked.length })}</span>
          <button
            type="button"
            className="button-primary"
            onClick={() => {
              setError(undefined);
              setOpen(true);
            }}
          >
            {t('activity.toScenario.save')}
          </button>
          <button type="button" onClick={onClear}>
            {t('activity.toScenario.clear')}
          </button>
        </>
      )}
      <ConfirmDialog
        open={open}
        title={t('activity.toScenario.title')}
        confirmLabel={t('activity.toScenario.confirm')}
        cancelLabel={t('activity.toScenario.cancel')}
        busy={busy}
        onConfirm={() => void save()}
        onCancel={() => setOpen(false)}
      >
        <p>{t('activity.toScenario.body')}</p>
        <div className="field">
          <label htmlFor="scenario-from-activity-name">{t('activity.toScenario.name')}</label>
          <input
            id="scenario-from-activity-name"
            value={name}
            autoFocus
            aria-invalid={error ? true : undefined}
            aria-describedby={
              error ? 'scenario-from-activity-error' : 'scenario-from-activity-help'
            }
            onChange={(e) => {
              setName(e.target.value);
              setError(undefined);
            }}
          />
          {error ? (
            <p id="scenario-from-activity-error" className="field-error">
              {error}
            </p>
          ) : (
            <p id="scenario-from-activity-help" className="muted">
              {t('activity.toScenario.nameHelp')}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </div>
  );
}
