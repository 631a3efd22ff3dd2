import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AppError } from '../../../../shared/errors';
import { TeamConfigureInput, type TeamStatus } from '../../../../shared/schemas/team';
import { useFieldMessage } from '../../i18n/validation';
import { formatDateTime } from '../../i18n/format';
import { api, call, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TextField } from '../../ui/TextField';
import { useGuardedSubmit } from '../instruments/form-support';
import { useTeamStatus } from './queries';
import { grantsWords, teamStateWords } from './team-words';

type Input = z.input<typeof TeamConfigureInput>;
type Output = z.output<typeof TeamConfigureInput>;

/**
 * Settings → Team store. The password is write-only, as client secrets are: plain state rather
 * than a React Query mutation, because a mutation keeps its variables (the password) in the cache.
 */
export function TeamStoreSection({ focus = false }: { focus?: boolean }) {
  const { t } = useTranslation();
  const status = useTeamStatus();
  const section = useRef<HTMLElement>(null);

  // The header badge links here: bring the section into view and give it the focus.
  useEffect(() => {
    if (focus && status.isSuccess) {
      section.current?.scrollIntoView?.({ block: 'start' });
      section.current?.querySelector<HTMLElement>('h2')?.focus();
    }
  }, [focus, status.isSuccess]);

  return (
    <section
      ref={section}
      id="team-store"
      aria-labelledby="team-store-title"
      className="team-store-panel"
    >
      <h2 id="team-store-title" tabIndex={-1}>
        {t('team.settings.title')}
      </h2>
      <p className="hint">{t('team.settings.intro')}</p>
      {status.isPending ? (
        <p role="status">{t('team.settings.loading')}</p>
      ) : status.isError ? (
        <ErrorNotice
          title={t('team.settings.loadFailed')}
          error={toAppError(status.error)}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <>
          <TeamStoreState status={status.data} />
          <TeamStoreForm status={status.data} />
        </>
      )}
    </section>
  );
}

function TeamStoreState({ status }: { status: TeamStatus }) {
  const { t, i18n } = useTranslation();
  const grants = grantsWords(status, t);
  return (
    <div className="team-store-state">
      <p>
        {t('team.settings.state')}{' '}
        <strong data-state={status.state}>{teamStateWords(status, t, i18n.language)}</strong>
      </p>
      {grants?.problem && (
        <div className="notice notice-error team-grants" role="alert">
          <p>{grants.text}</p>
          {status.grantsNote && <p>{status.grantsNote}</p>}
        </div>
      )}
      {grants && !grants.problem && <p className="hint team-grants">{grants.text}</p>}
      {status.source === 'flag' && <p className="hint">{t('team.settings.fromFlag')}</p>}
      {status.source === 'environment' && (
        <p className="hint">{t('team.settings.fromEnvironment')}</p>
      )}
      {status.configured && (
        <p className="muted">
          {t('team.settings.consoleId', { id: status.consoleId })}
          {status.lastShippedAt &&
            ` ${t('team.settings.lastShipped', {
              time: formatDateTime(status.lastShippedAt, i18n.language),
            })}`}
        </p>
      )}
      {status.lastError && status.state !== 'refused' && (
        <p className="muted">
          {t('team.settings.lastError', { message: status.lastError.message })}
        </p>
      )}
    </div>
  );
}

function TeamStoreForm({ status }: { status: TeamStatus }) {
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const client = useQueryClient();
  const [busy, setBusy] = useState<'' | 'saving' | 'forgetting'>('');
  const [done, setDone] = useState('');
  const [error, setError] = useState<{ title: string; error: AppError }>();
  const {
    register,
    handleSubmit,
    reset,
    setError: setFieldError,
    formState,
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(TeamConfigureInput),
    defaultValues: {
      url: status.url ?? '',
      password: '',
      consoleName: status.configured ? status.consoleName : '',
    },
  });

  const run = async (
    kind: 'saving' | 'forgetting',
    send: () => Promise<TeamStatus>,
    doneText: string,
  ) => {
    setBusy(kind);
    setError(undefined);
    setDone('');
    try {
      const next = await send();
      client.setQueryData(queryKeys.team.status, next);
      // Team Activity may have become readable, or gone.
      void client.invalidateQueries({ queryKey: queryKeys.activity.all });
      setDone(doneText);
      return next;
    } catch (caught) {
      const failure = toAppError(caught);
      if (failure.fields?.url) setFieldError('url', { message: failure.fields.url });
      setError({
        title: t(kind === 'saving' ? 'team.settings.saveFailed' : 'team.settings.forgetFailed'),
        error: failure,
      });
      return undefined;
    } finally {
      setBusy('');
    }
  };

  const onSubmit = useGuardedSubmit(
    handleSubmit(async (input) => {
      // Cleared as soon as it is on its way, whatever the answer: it must not sit in the page.
      reset({ url: input.url, consoleName: input.consoleName ?? '', password: '' });
      await run('saving', () => call(api().team.configure(input)), t('team.settings.saved'));
    }),
  );

  const forget = async () => {
    const next = await run(
      'forgetting',
      () => call(api().team.forget()),
      t('team.settings.forgotten'),
    );
    if (next) reset({ url: '', password: '', consoleName: '' });
  };

  return (
    <>
      <form
        className="form team-store-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={t('team.settings.title')}
      >
        <TextField
          label={t('team.settings.url')}
          type="url"
          autoComplete="off"
          spellCheck={false}
          hint={t('team.settings.urlHint')}
          error={fm(formState.errors.url?.message)}
          registration={register('url')}
        />
        <TextField
          label={t('team.settings.password')}
          type="password"
          autoComplete="off"
          spellCheck={false}
          hint={
            status.configured
              ? `${t('team.settings.passwordSaved')} ${t('team.settings.passwordHint')}`
              : t('team.settings.passwordHint')
          }
          error={fm(formState.errors.password?.message)}
          registration={register('password')}
        />
        <TextField
          label={t('team.settings.consoleName')}
          autoComplete="off"
          hint={t('team.settings.consoleNameHint')}
          error={fm(formState.errors.consoleName?.message)}
          registration={register('consoleName')}
        />
        <div className="form-actions">
          <button
            type="submit"
            className="button-primary"
            disabled={busy !== ''}
            aria-busy={busy === 'saving'}
          >
            {t('team.settings.save')}
          </button>
          {status.configured && (
            <button
              type="button"
              disabled={busy !== ''}
              aria-busy={busy === 'forgetting'}
              onClick={() => void forget()}
            >
              {t('team.settings.forget')}
            </button>
          )}
          <span role="status" className="muted">
            {busy === 'saving'
              ? t('team.settings.saving')
              : busy === 'forgetting'
                ? t('team.settings.forgetting')
                : done}
          </span>
        </div>
      </form>
      {error && <ApiErrorBlock title={error.title} error={error.error} />}
    </>
  );
}
