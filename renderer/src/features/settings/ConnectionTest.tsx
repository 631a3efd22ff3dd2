import { useMutation } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/schemas/profile';
import { api, call, toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { RedactedText } from '../../ui/Redacted';
import { reportWords } from './words';
import { useTranslation } from 'react-i18next';

/** Fetches one token with the profile's settings and says, in words, how far it got. */
export function ConnectionTest({
  profile,
}: {
  profile: Pick<Profile, 'id' | 'name' | 'revision'>;
}) {
  // A mutation, not a query: every click is a fresh test, never an answer from the cache. Its
  // variable is the revision it tested, since a new secret or an edit changes the revision.
  const test = useMutation({
    mutationFn: (_revision: number) => call(api().profiles.testConnection({ id: profile.id })),
  });
  const { t } = useTranslation();
  // A result about the profile before its last change (a secret saved since "no secret") would
  // read as about the profile now: it goes, until tested again.
  const current = test.variables === profile.revision;
  const report = current && test.data ? reportWords(test.data, t) : undefined;
  return (
    <div className="connection-test">
      <button
        type="button"
        onClick={() => test.mutate(profile.revision)}
        disabled={test.isPending}
        aria-busy={test.isPending}
      >
        {t('settings.connection.test')}
        <span className="visually-hidden">
          {' '}
          {t('settings.connection.of', { name: profile.name })}
        </span>
      </button>
      <div role="status" className="connection-result">
        {test.isPending ? (
          <p className="muted">{t('settings.connection.testing')}</p>
        ) : report && test.data ? (
          <div className={test.data.ok ? 'notice notice-ok' : 'notice notice-error'}>
            <p>
              <strong>{report.summary}</strong>
            </p>
            {report.detail && <p>{report.detail}</p>}
            {report.server && (
              <p>
                {report.server.label}{' '}
                {/* The server's words as it sent them: not the console's to translate. */}
                <span translate="no">
                  <RedactedText text={report.server.words} />
                </span>
              </p>
            )}
            {report.technical && <p className="muted">{report.technical}</p>}
          </div>
        ) : null}
      </div>
      {current && test.isError && (
        <ErrorNotice title={t('settings.connection.testFailed')} error={toAppError(test.error)} />
      )}
    </div>
  );
}
