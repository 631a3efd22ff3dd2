import { hrefOf } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { ConnectionTest } from './ConnectionTest';
import { ProfileForm } from './ProfileForm';
import { useProfiles } from './queries';
import { SecretPanel } from './SecretPanel';
import { ControlTokenPanel } from './ControlTokenPanel';
import { useTranslation } from 'react-i18next';

export function NewProfilePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('settings.page.newProfile')}</PageTitle>
      <p className="hint page-hint">{t('settings.pages.newHint')}</p>
      <ProfileForm active={false} />
    </>
  );
}

export function EditProfilePage({ id }: { id: string }) {
  const profiles = useProfiles();
  const profile = profiles.data?.profiles.find((p) => p.id === id);
  const active = profiles.data?.activeId === id;
  const { t } = useTranslation();
  return (
    <>
      <PageTitle>{t('settings.pages.profileTitle', { name: profile?.name ?? id })}</PageTitle>
      <p>
        <a href={hrefOf({ to: '/settings' })}>{t('settings.pages.back')}</a>
      </p>
      {profiles.isPending ? (
        <p role="status">{t('settings.pages.loading')}</p>
      ) : profiles.isError ? (
        <ErrorNotice
          title={t('settings.page.loadFailed')}
          error={toAppError(profiles.error)}
          onRetry={() => void profiles.refetch()}
        />
      ) : !profile ? (
        <p className="notice notice-error" role="alert">
          {t('settings.pages.notFound', { id })}
        </p>
      ) : profile.kind === 'simulator' ? (
        <p className="notice">{t('settings.pages.simulatorBuiltIn')}</p>
      ) : (
        <>
          {active && <p className="notice">{t('settings.pages.activeNotice')}</p>}
          {/* Keyed so that a refetched profile never overwrites what is being typed. */}
          <ProfileForm key={profile.id} profile={profile} active={active} />
          <SecretPanel key={`secret-${profile.id}`} profile={profile} active={active} />
          <ConnectionTest profile={profile} />
          <ControlTokenPanel key={`control-${profile.id}`} profile={profile} />
        </>
      )}
    </>
  );
}
