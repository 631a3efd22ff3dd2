import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALECT_NAMES, type DialectName } from '../../../../shared/schemas/dialect';
import type { Profile } from '../../../../shared/schemas/profile';
import { api, call, toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { useShownProfile } from '../../app/ShownProfile';

/**
 * How the built-in simulator answers. Applied at once to the running simulator: its data stays
 * (the same server, nothing to forget), only the shapes of its answers change, so every cached
 * answer is read again.
 */
export function SimulatorDialectField({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const name = useId();
  const client = useQueryClient();
  // The choice shows at once; it goes back only if main refuses it.
  const [chosen, setChosen] = useState<DialectName>();
  const current = chosen ?? profile.simulatorDialect ?? 'friendly';
  const shown = useShownProfile({ hold: false });
  const change = useMutation({
    mutationFn: async (dialect: DialectName) =>
      call(api().profiles.setSimulatorDialect({ dialect, shownProfile: await shown.stamp() })),
    onMutate: (dialect) => setChosen(dialect),
    onError: () => setChosen(undefined),
    onSuccess: () => client.invalidateQueries(),
  });
  return (
    <fieldset className="choice" disabled={change.isPending}>
      <legend>{t('settings.dialect.legend')}</legend>
      {DIALECT_NAMES.map((dialect) => (
        <div className="check-block" key={dialect}>
          <label className="check-field">
            <input
              type="radio"
              name={name}
              value={dialect}
              checked={current === dialect}
              aria-describedby={`${name}-${dialect}`}
              onChange={() => change.mutate(dialect)}
            />
            {t(`settings.dialect.${dialect}`)}
          </label>
          <p id={`${name}-${dialect}`} className="hint">
            {t(`settings.dialect.${dialect}Hint`)}
          </p>
        </div>
      ))}
      {change.isError && (
        <ErrorNotice title={t('settings.dialect.failed')} error={toAppError(change.error)} />
      )}
    </fieldset>
  );
}
