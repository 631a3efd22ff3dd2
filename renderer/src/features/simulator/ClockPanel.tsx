import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { AdvanceClockInput } from '../../../../shared/schemas/simulator-control';
import { useShownProfile } from '../../app/ShownProfile';
import { formatDateTime } from '../../i18n/format';
import { useFieldMessage } from '../../i18n/validation';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TextField } from '../../ui/TextField';

type Input = z.input<typeof AdvanceClockInput>;
type Output = z.output<typeof AdvanceClockInput>;

const asNumber = (value: unknown) =>
  value === '' || value === undefined ? undefined : Number(String(value).trim());

/** The simulator's now, and moving it forward so captures due by then settle. */
export function ClockPanel() {
  const { t, i18n } = useTranslation();
  const fm = useFieldMessage();
  const client = useQueryClient();
  const shown = useShownProfile({ hold: false });
  const clock = useQuery({
    queryKey: [...queryKeys.simulator.all, 'clock'],
    queryFn: () => call(api().simulator.clock()),
  });
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(AdvanceClockInput),
    defaultValues: { advanceS: 3600 },
  });
  const move = useMutation({
    mutationFn: async ({ advanceS }: Output) =>
      call(api().simulator.advanceClock({ advanceS, shownProfile: await shown.stamp() })),
    // A capture may have settled: every payment on screen is read again.
    onSuccess: () => client.invalidateQueries(),
  });
  const now = clock.data;
  return (
    <section className="card" aria-labelledby="simulator-clock">
      <h2 id="simulator-clock">{t('simulator.clock.heading')}</h2>
      <p className="hint">{t('simulator.clock.hint')}</p>
      {now && (
        <p role="status">
          {t('simulator.clock.now', {
            now: formatDateTime(now.now, i18n.language),
            seconds: now.offset_s,
          })}
        </p>
      )}
      {clock.isError && (
        <ErrorNotice
          title={t('simulator.clock.readFailed')}
          error={toAppError(clock.error)}
          onRetry={() => void clock.refetch()}
        />
      )}
      <form
        className="inline-form"
        aria-label={t('simulator.clock.move')}
        noValidate
        onSubmit={(e) => void handleSubmit((values) => move.mutate(values))(e)}
      >
        <TextField
          label={t('simulator.clock.advance')}
          inputMode="numeric"
          autoComplete="off"
          error={fm(formState.errors.advanceS?.message)}
          registration={register('advanceS', { setValueAs: asNumber })}
        />
        <button type="submit" disabled={move.isPending}>
          {t('simulator.clock.move')}
        </button>
      </form>
      {move.isError && (
        <ErrorNotice title={t('simulator.clock.failed')} error={toAppError(move.error)} />
      )}
    </section>
  );
}
