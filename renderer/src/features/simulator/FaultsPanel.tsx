import { MONEY_SEND_ATTEMPTS } from '../../../../shared/money-attempts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  ArmFaultInput,
  FAULT_KINDS,
  FAULT_TARGET_NAMES,
  type ArmedFault,
} from '../../../../shared/schemas/simulator-control';
import { useShownProfile } from '../../app/ShownProfile';
import { useFieldMessage } from '../../i18n/validation';
import { api, call, ConsoleError, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';

type Input = z.input<typeof ArmFaultInput>;
type Output = z.output<typeof ArmFaultInput>;

/** An empty box is "not given", so the schema says "enter a whole number", never NaN. */
const asNumber = (value: unknown) =>
  value === '' || value === undefined ? undefined : Number(String(value).trim());

const FIELDS = ['target', 'kind', 'count', 'delayMs', 'retryAfterS'] as const;

/** Arm a fault on an operation, see the armed ones and clear one or all. */
export function FaultsPanel() {
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const client = useQueryClient();
  const shown = useShownProfile({ hold: false });
  const faults = useQuery({
    queryKey: queryKeys.simulator.faults,
    queryFn: () => call(api().simulator.faults()),
    // The simulator changes behind the page (a request uses a fault up, or is logged): read it
    // again each time the screen opens, not the copy of up to 30 s before.
    staleTime: 0,
  });
  const { register, handleSubmit, control, formState, setError } = useForm<Input, unknown, Output>({
    resolver: zodResolver(ArmFaultInput),
    defaultValues: { target: 'payments_authorize', kind: 'hang', count: 1 },
    // A hidden field (a delay's length once another kind is chosen) is not sent.
    shouldUnregister: true,
  });
  const kind = useWatch({ control, name: 'kind' });
  const arm = useMutation({
    mutationFn: async (input: Output) =>
      call(api().simulator.armFault({ ...input, shownProfile: await shown.stamp() })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeys.simulator.faults }),
    onError: (error) => {
      // Main's refusal of a field (the control API's limits) is said at that field.
      const fields = error instanceof ConsoleError ? error.error.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) {
        const field = FIELDS.find((f) => f === name);
        if (field) setError(field, { type: 'server', message });
      }
    },
  });
  const clear = useMutation({
    mutationFn: async (id: string | undefined) => {
      const shownProfile = await shown.stamp();
      return id === undefined
        ? call(api().simulator.clearFaults({ shownProfile }))
        : call(api().simulator.clearFault({ id, shownProfile }));
    },
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.simulator.faults }),
  });
  const errors = formState.errors;
  // A kind a newer simulator has and this console does not know is shown as the simulator named it.
  const kindWords = (name: string) => {
    const known = FAULT_KINDS.find((k) => k === name);
    return known ? t(`simulator.faults.kinds.${known}`) : name;
  };
  const list: ArmedFault[] = faults.data ?? [];
  return (
    <section className="card" aria-labelledby="simulator-faults">
      <h2 id="simulator-faults">{t('simulator.faults.heading')}</h2>
      <p className="hint">{t('simulator.faults.hint')}</p>
      <form
        aria-label={t('simulator.faults.arm')}
        noValidate
        onSubmit={(e) => void handleSubmit((values) => arm.mutate(values))(e)}
      >
        <SelectField
          label={t('simulator.faults.target')}
          options={FAULT_TARGET_NAMES.map((name) => ({
            value: name,
            label: t(`simulator.faults.targets.${name}`),
          }))}
          error={fm(errors.target?.message)}
          registration={register('target')}
        />
        <SelectField
          label={t('simulator.faults.kind')}
          options={FAULT_KINDS.map((name) => ({
            value: name,
            label: t(`simulator.faults.kinds.${name}`),
            title: name,
          }))}
          error={fm(errors.kind?.message)}
          registration={register('kind')}
        />
        <TextField
          label={t('simulator.faults.count')}
          hint={t('simulator.faults.countHint', { attempts: MONEY_SEND_ATTEMPTS })}
          inputMode="numeric"
          autoComplete="off"
          error={fm(errors.count?.message)}
          registration={register('count', { setValueAs: asNumber })}
        />
        {kind === 'delay' && (
          <TextField
            label={t('simulator.faults.delay')}
            inputMode="numeric"
            autoComplete="off"
            error={fm(errors.delayMs?.message)}
            registration={register('delayMs', { setValueAs: asNumber })}
          />
        )}
        {kind === 'rate_limit' && (
          <TextField
            label={t('simulator.faults.retryAfter')}
            inputMode="numeric"
            autoComplete="off"
            error={fm(errors.retryAfterS?.message)}
            registration={register('retryAfterS', { setValueAs: asNumber })}
          />
        )}
        <button type="submit" className="button-primary" disabled={arm.isPending}>
          {t('simulator.faults.arm')}
        </button>
        {arm.isSuccess && (
          <p role="status">{t('simulator.faults.armedNow', { id: arm.data.id })}</p>
        )}
        {arm.isError && !(arm.error instanceof ConsoleError && arm.error.error.fields) && (
          <ErrorNotice title={t('simulator.faults.armFailed')} error={toAppError(arm.error)} />
        )}
      </form>
      <h3 id="simulator-armed">{t('simulator.faults.listTitle')}</h3>
      {faults.isError ? (
        <ErrorNotice
          title={t('simulator.faults.listFailed')}
          error={toAppError(faults.error)}
          onRetry={() => void faults.refetch()}
        />
      ) : list.length === 0 ? (
        <p className="muted">{t('simulator.faults.none')}</p>
      ) : (
        <>
          <ul aria-labelledby="simulator-armed" className="plain-list">
            {list.map((fault) => (
              <li key={fault.id}>
                <code>{fault.id}</code> {kindWords(fault.kind)}
                {' · '}
                <code>
                  {fault.match.method ?? t('simulator.faults.anyMethod')} {fault.match.path}
                </code>
                {' · '}
                {t('simulator.faults.left', { left: fault.remaining, count: fault.count })}{' '}
                <button
                  type="button"
                  disabled={clear.isPending}
                  onClick={() => clear.mutate(fault.id)}
                >
                  {t('simulator.faults.clear', { id: fault.id })}
                </button>
              </li>
            ))}
          </ul>
          <button type="button" disabled={clear.isPending} onClick={() => clear.mutate(undefined)}>
            {t('simulator.faults.clearAll')}
          </button>
        </>
      )}
      {clear.isError && (
        <ErrorNotice title={t('simulator.faults.clearFailed')} error={toAppError(clear.error)} />
      )}
    </section>
  );
}
