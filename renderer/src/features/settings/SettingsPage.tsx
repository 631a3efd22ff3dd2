import { useAppInfo } from '../../app/ProfileIndicator';
import { useAllowed } from '../../app/permissions';
import { hrefOf } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { TeamStoreSection } from '../team/TeamStoreSection';
import { LanguageSwitch } from './LanguageSwitch';
import { RolesSection } from './RolesSection';
import { RoleMapSection } from './RoleMapSection';
import { SignInProviderSection } from './SignInProviderSection';
import { ProfileCard } from './ProfileCard';
import { useProfiles } from './queries';
import { secretWords } from './words';
import { useTranslation } from 'react-i18next';

export function SettingsPage({ focusTeam = false }: { focusTeam?: boolean }) {
  const profiles = useProfiles();
  const info = useAppInfo().data;
  const { t } = useTranslation();
  const mayCreate = useAllowed()('profiles:create');
  return (
    <>
      <div className="page-head">
        <PageTitle>{t('settings.page.title')}</PageTitle>
        {mayCreate && (
          <a className="button button-primary" href={hrefOf({ to: '/settings/new' })}>
            {t('settings.page.newProfile')}
          </a>
        )}
      </div>
      <LanguageSwitch />
      {info && (
        <p className="muted">
          {t('settings.page.version', {
            version: info.version,
            host: t(info.host === 'web' ? 'settings.page.hostWeb' : 'settings.page.hostDesktop'),
          })}
        </p>
      )}
      {profiles.isPending ? (
        <p role="status">{t('settings.page.loading')}</p>
      ) : profiles.isError ? (
        <ErrorNotice
          title={t('settings.page.loadFailed')}
          error={toAppError(profiles.error)}
          onRetry={() => void profiles.refetch()}
        />
      ) : (
        <ProfileList {...profiles.data} />
      )}
      <RolesSection />
      <RoleMapSection />
      <SignInProviderSection />
      <TeamStoreSection focus={focusTeam} />
    </>
  );
}

function ProfileList({
  profiles,
  activeId,
  problem,
}: NonNullable<ReturnType<typeof useProfiles>['data']>) {
  const { t } = useTranslation();
  const ordered = [...profiles].sort(
    (a, b) => Number(b.kind === 'simulator') - Number(a.kind === 'simulator'),
  );
  const attention = ordered.filter(
    (p) => p.kind === 'remote' && p.secret.state === 'needs_reentry',
  );
  return (
    <>
      {(problem !== undefined || attention.length > 0) && (
        <div className="notice notice-error" role="alert">
          <p>
            <strong>{t('settings.page.attention')}</strong>
          </p>
          <ul>
            {/* profiles.json could not be read: only the simulator is usable until fixed. */}
            {problem !== undefined && <li>{problem}</li>}
            {attention.map((p) => (
              <li key={p.id}>
                {t('settings.page.attentionSecret', {
                  name: p.name,
                  state: secretWords(p.secret, t),
                })}
              </li>
            ))}
          </ul>
        </div>
      )}
      <section aria-label={t('settings.page.profiles')} className="profile-list">
        {ordered.map((p) => (
          <ProfileCard key={p.id} profile={p} active={p.id === activeId} />
        ))}
      </section>
    </>
  );
}
