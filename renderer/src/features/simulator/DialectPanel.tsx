import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DIALECT_NAMES, type DialectName } from '../../../../shared/schemas/dialect';
import { useShownProfile } from '../../app/ShownProfile';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ErrorNotice } from '../../ui/ErrorNotice';

/** How the simulator answers; on the built-in one, the same setting as its card in Settings. */
export function DialectPanel() {
  const { t } = useTranslation();
  const name = useId();
  const client = useQueryClient();
  const shown = useShownProfile({ hold: false });
  const dialect = useQuery({
    queryKey: queryKeys.simulator.dialect,
    queryFn: () => call(api().simulator.dialect()),
  });
  const change = useMutation({
    mutationFn: async (wanted: DialectName) =>
      call(api().simulator.setDialect({ dialect: wanted, shownProfile: await shown.stamp() })),
    // Every cached answer was read in the other dialect's shapes.
    onSuccess: () => client.invalidateQueries(),
  });
  const current = change.isPending ? change.variables : dialect.data?.dialect;
  return (
    <section className="card" aria-labelledby="simulator-dialect">
      <fieldset className="choice" disabled={change.isPending || !dialect.data}>
        <legend id="simulator-dialect">{t('simulator.dialect.heading')}</legend>
        {DIALECT_NAMES.map((option) => (
          <label className="check-field" key={option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={current === option}
              onChange={() => change.mutate(option)}
            />
            {t(`simulator.dialect.${option}`)}
          </label>
        ))}
      </fieldset>
      {dialect.isError && (
        <ErrorNotice
          title={t('simulator.dialect.failed')}
          error={toAppError(dialect.error)}
          onRetry={() => void dialect.refetch()}
        />
      )}
      {change.isError && (
        <ErrorNotice title={t('simulator.dialect.failed')} error={toAppError(change.error)} />
      )}
    </section>
  );
}
