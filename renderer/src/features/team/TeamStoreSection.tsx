import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AppError } from '../../../../shared/errors';
import { TeamConfigureInput, type TeamStatus } from '../../../../shared/schemas/team';
import { useFieldMessage } from '../../i18n/validation';
import { formatCount } from '../../../../shared/money';
import { formatDateTime } from '../../i18n/format';
import { api, call, settle, toAppError } from '../../lib/api';
import { queryKeys } from '../../lib/query';
import { ApiErrorBlock } from '../../ui/ApiErrorBlock';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { TextField } from '../../ui/TextField';
import { useGuardedSubmit } from '../instruments/form-support';
import { useMainConfirmation, type Confirmed } from '../money/useMainConfirmation';
import { useTeamStatus } from './queries';
import {
  grantsNoteWords,
  grantsWords,
  setAsideWords,
  storeErrorWords,
  teamStateWords,
} from './team-words';

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
  const grantsNote = grantsNoteWords(status, t, i18n.language);
  return (
    <div className="team-store-state">
      <p>
        {t('team.settings.state')}{' '}
        <strong data-state={status.state}>{teamStateWords(status, t, i18n.language)}</strong>
      </p>
      {grants?.problem && (
        <div className="notice notice-error team-grants" role="alert">
          <p>{grants.text}</p>
          {grantsNote && <p>{grantsNote}</p>}
        </div>
      )}
      {grants && !grants.problem && <p className="hint team-grants">{grants.text}</p>}
      {status.approvalsWhy && (
        <div className="notice notice-error team-approvals" role="alert">
          <p>{storeErrorWords(status.approvalsWhy, t, i18n.language)}</p>
        </div>
      )}
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
      {status.setAside && (
        <p className="notice notice-error team-set-aside" role="alert">
          {t('team.settings.setAside', {
            records: formatCount(status.setAside.count, i18n.language),
            id: status.setAside.last.operationId,
            reason: setAsideWords(status.setAside.last, t, i18n.language),
          })}
        </p>
      )}
      {status.unstored && (
        <p className="notice notice-warning team-unstored" role="status">
          {t('team.settings.unstored', {
            sent: formatCount(status.unstored.sent, i18n.language),
            stored: formatCount(status.unstored.stored, i18n.language),
            time: formatDateTime(status.unstored.at, i18n.language),
          })}
        </p>
      )}
      {status.lastError && status.state !== 'refused' && (
        <p className="muted">
          {t('team.settings.lastError', {
            message: storeErrorWords(status.lastError, t, i18n.language),
          })}
        </p>
      )}
    </div>
  );
}

function TeamStoreForm({ status }: { status: TeamStatus }) {
  const { t } = useTranslation();
  const fm = useFieldMessage();
  const client = useQueryClient();
  // Main asks the person before the audit trail goes somewhere new, as for production money.
  const confirmation = useMainConfirmation();
  const [busy, setBusy] = useState<'' | 'confirming' | 'saving' | 'forgetting'>('');
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
    kind: 'confirming' | 'saving' | 'forgetting',
    send: () => Promise<Confirmed<TeamStatus>>,
    doneText: string,
  ) => {
    setBusy(kind);
    setError(undefined);
    setDone('');
    const answer = await send();
    setBusy('');
    if (answer.status === 'cancelled') {
      // Main changed nothing: say where the journal goes now, so nobody thinks it moved.
      setDone(
        t(status.configured ? 'team.settings.declinedShipping' : 'team.settings.declinedOff'),
      );
      return undefined;
    }
    if (answer.status === 'refused') {
      const failure = answer.error;
      if (failure.fields?.url) setFieldError('url', { message: failure.fields.url });
      setError({
        title: t(kind === 'forgetting' ? 'team.settings.forgetFailed' : 'team.settings.saveFailed'),
        error: failure,
      });
      return undefined;
    }
    client.setQueryData(queryKeys.team.status, answer.value);
    // Team Activity may have become readable, or gone.
    void client.invalidateQueries({ queryKey: queryKeys.activity.all });
    setDone(doneText);
    return answer.value;
  };

  const onSubmit = useGuardedSubmit(
    handleSubmit(async (input) => {
      // Cleared as soon as it is on its way, whatever the answer: it must not sit in the page.
      reset({ url: input.url, consoleName: input.consoleName ?? '', password: '' });
      // Only what the form says while it waits: main decides whether the person is asked.
      const elsewhere = !status.configured || input.url !== status.url;
      await run(
        elsewhere ? 'confirming' : 'saving',
        () =>
          confirmation.confirmThrough((code) =>
            settle(() =>
              call(api().team.configure({ ...input, ...(code ? { confirmation: code } : {}) })),
            ),
          ),
        t('team.settings.saved'),
      );
    }),
  );

  const forget = async () => {
    const next = await run(
      'forgetting',
      async () => {
        const done = await settle(() => call(api().team.forget()));
        return done.ok
          ? { status: 'sent', value: done.value }
          : { status: 'refused', error: done.error };
      },
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
            aria-busy={busy === 'saving' || busy === 'confirming'}
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
            {busy === 'confirming'
              ? t('team.settings.confirming')
              : busy === 'saving'
                ? t('team.settings.saving')
                : busy === 'forgetting'
                  ? t('team.settings.forgetting')
                  : done}
          </span>
        </div>
      </form>
      {error && <ApiErrorBlock title={error.title} error={error.error} />}
      {confirmation.dialog}
    </>
  );
}
