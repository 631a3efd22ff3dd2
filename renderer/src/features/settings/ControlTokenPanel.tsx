import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AppError } from '../../../../shared/errors';
import type { Profile } from '../../../../shared/schemas/profile';
import { ControlToken, type SimulatorStatus } from '../../../../shared/schemas/simulator-control';
import { useShownProfile } from '../../app/ShownProfile';
import { useFieldMessage } from '../../i18n/validation';
import { api, call, ConsoleError, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TextField } from '../../ui/TextField';

const TokenForm = z.object({ token: ControlToken });
type Input = z.input<typeof TokenForm>;

/**
 * A profile's simulator control token: write-only like its client secret, kept beside it by
 * main, and checked against the profile's server before it is kept. Plain state, not a React
 * Query mutation, which would keep the token in its cache.
 */
export function ControlTokenPanel({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const client = useQueryClient();
  const shown = useShownProfile({ hold: false });
  const state = useQuery({
    queryKey: [...queryKeys.simulator.all, 'token', profile.id],
    queryFn: () => call(api().simulator.tokenState({ id: profile.id })),
  });
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<AppError>();
  const { register, handleSubmit, reset, setError, formState } = useForm<Input>({
    resolver: zodResolver(TokenForm),
    defaultValues: { token: '' },
  });
  const run = async (send: () => Promise<SimulatorStatus>) => {
    setBusy(true);
    setFailure(undefined);
    try {
      client.setQueryData([...queryKeys.simulator.all, 'token', profile.id], await send());
      // The navigation's Simulator entry follows the active profile's token.
      await client.invalidateQueries({ queryKey: queryKeys.simulator.status });
    } catch (caught) {
      const fields = caught instanceof ConsoleError ? caught.error.fields : undefined;
      if (fields?.token) setError('token', { type: 'server', message: fields.token });
      else setFailure(toAppError(caught));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = handleSubmit(async ({ token }) => {
    // Off the page as soon as it is on its way, whatever the answer.
    reset({ token: '' });
    await run(async () =>
      call(
        api().simulator.setControlToken({
          id: profile.id,
          token,
          shownProfile: await shown.stamp(),
        }),
      ),
    );
  });
  const access = state.data?.access;
  return (
    <section aria-labelledby="control-token-title" className="secret-panel">
      <h2 id="control-token-title">{t('simulator.token.heading')}</h2>
      <p className="hint">{t('simulator.token.hint')}</p>
      {access && (
        <p role="status">
          {access === 'set'
            ? t('simulator.token.set')
            : access === 'needs_reentry'
              ? t('simulator.token.needsReentry')
              : t('simulator.token.notSet')}
        </p>
      )}
      <form
        className="form"
        noValidate
        aria-label={t('simulator.token.heading')}
        onSubmit={(e) => void onSubmit(e)}
      >
        <TextField
          label={t('simulator.token.label')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          error={fm(formState.errors.token?.message)}
          registration={register('token')}
        />
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={busy}>
            {t('simulator.token.save')}
          </button>
          <button
            type="button"
            disabled={busy || access !== 'set'}
            onClick={() =>
              void run(async () =>
                call(
                  api().simulator.clearControlToken({
                    id: profile.id,
                    shownProfile: await shown.stamp(),
                  }),
                ),
              )
            }
          >
            {t('simulator.token.forget')}
          </button>
        </div>
      </form>
      {failure && <ErrorNotice title={t('simulator.token.failed')} error={failure} />}
    </section>
  );
}
