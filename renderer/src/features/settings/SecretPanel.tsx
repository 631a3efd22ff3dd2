import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { AppError } from '../../../../shared/errors';
import { ClientSecret, type Profile, type SecretState } from '../../../../shared/schemas/profile';
import { api, toAppError } from '../../lib/api';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { TextField } from '../../ui/TextField';
import { useGuardedSubmit } from '../instruments/form-support';
import { clearCachedResponses, profilesChanged } from './queries';
import { secretWords } from './words';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../i18n/validation';
import { useShownProfile } from '../../app/ShownProfile';
import { useConfirmedChange } from '../money/useConfirmedChange';

const SecretForm = z.object({ secret: ClientSecret });
type Input = z.input<typeof SecretForm>;
type Output = z.output<typeof SecretForm>;

/**
 * Write-only: the secret goes to main and never comes back. Plain state rather than a React
 * Query mutation, because a mutation keeps its variables (the secret) in the cache.
 */
export function SecretPanel({ profile, active }: { profile: Profile; active: boolean }) {
  const client = useQueryClient();
  const [state, setState] = useState<SecretState>(profile.secret);
  const [busy, setBusy] = useState<'' | 'saving' | 'clearing'>('');
  const [error, setError] = useState<{ title: string; error: AppError }>();
  const [done, setDone] = useState('');
  const { t } = useTranslation();
  const shown = useShownProfile({ hold: false });
  const fm = useFieldMessage();
  const { register, handleSubmit, reset, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(SecretForm),
    defaultValues: { secret: '' },
  });

  // On production main asks the person before a secret is set or cleared.
  const confirmed = useConfirmedChange();
  const run = async (kind: 'saving' | 'clearing', send: () => Promise<SecretState | undefined>) => {
    setBusy(kind);
    setError(undefined);
    setDone('');
    try {
      const saved = await send();
      if (saved === undefined) return;
      setState(saved);
      const said = t(kind === 'saving' ? 'settings.secret.saved' : 'settings.secret.cleared');
      if (active) {
        setDone(said);
        // The active profile's cached answers were read with the old credentials.
        await clearCachedResponses(client);
      } else {
        // Said once the page holds the profile's new revision: a connection test started after
        // this is of the new secret, and its result is not taken for one from before it.
        await profilesChanged(client);
        setDone(said);
      }
    } catch (caught) {
      const title = t(
        kind === 'saving' ? 'settings.secret.saveFailed' : 'settings.secret.clearFailed',
      );
      setError({ title, error: toAppError(caught) });
    } finally {
      setBusy('');
    }
  };

  const onSubmit = useGuardedSubmit(
    handleSubmit(async ({ secret }) => {
      // Cleared as soon as it is on its way, whatever the answer: it must not sit in the page.
      reset({ secret: '' });
      await run('saving', async () => {
        const shownProfile = await shown.stamp();
        return confirmed.send((code) =>
          api().profiles.setSecret({ id: profile.id, secret, shownProfile, ...code }),
        );
      });
    }),
  );

  return (
    <section aria-labelledby="secret-title" className="secret-panel">
      <h2 id="secret-title">{t('settings.secret.title')}</h2>
      <p>
        {t('settings.secret.state')} <strong>{secretWords(state, t)}</strong>
      </p>
      {state.state === 'not_set' && <p className="hint">{t('settings.secret.notSetHint')}</p>}
      {/* Money a supervisor approved hangs on this secret: whoever sets it should know. */}
      {profile.approvedWaiting !== undefined && (
        <p className="notice" role="note">
          {t('settings.secret.approvedWaiting', { count: profile.approvedWaiting })}
        </p>
      )}
      <form className="form" noValidate onSubmit={onSubmit} aria-label={t('settings.secret.title')}>
        <TextField
          label={t('settings.secret.newSecret')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          hint={t('settings.secret.hint')}
          error={fm(formState.errors.secret?.message)}
          registration={register('secret')}
        />
        <div className="form-actions">
          <button
            type="submit"
            className="button-primary"
            disabled={busy !== ''}
            aria-busy={busy === 'saving'}
          >
            {t('settings.secret.save')}
          </button>
          <button
            type="button"
            disabled={busy !== '' || state.state === 'not_set'}
            aria-busy={busy === 'clearing'}
            onClick={() =>
              void run('clearing', async () => {
                const shownProfile = await shown.stamp();
                return confirmed.send((code) =>
                  api().profiles.clearSecret({ id: profile.id, shownProfile, ...code }),
                );
              })
            }
          >
            {t('settings.secret.clear')}
          </button>
          <span role="status" className="muted">
            {busy === 'saving'
              ? t('settings.secret.saving')
              : busy === 'clearing'
                ? t('settings.secret.clearing')
                : done}
          </span>
        </div>
      </form>
      {error && <ApiErrorBlock title={error.title} error={error.error} />}
      {confirmed.dialog}
    </section>
  );
}
