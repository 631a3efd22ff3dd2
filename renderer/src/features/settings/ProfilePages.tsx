import { areaHref } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { ConnectionTest } from './ConnectionTest';
import { ProfileForm } from './ProfileForm';
import { useProfiles } from './queries';
import { SecretPanel } from './SecretPanel';

export function NewProfilePage() {
  return (
    <>
      <PageTitle>New profile</PageTitle>
      <p className="hint page-hint">
        The client secret is set on the next screen, once the profile exists.
      </p>
      <ProfileForm active={false} />
    </>
  );
}

export function EditProfilePage({ id }: { id: string }) {
  const profiles = useProfiles();
  const profile = profiles.data?.profiles.find((p) => p.id === id);
  const active = profiles.data?.activeId === id;
  return (
    <>
      <PageTitle>{profile ? `Profile ${profile.name}` : `Profile ${id}`}</PageTitle>
      <p>
        <a href={areaHref('settings')}>Back to settings</a>
      </p>
      {profiles.isPending ? (
        <p role="status">Loading profile…</p>
      ) : profiles.isError ? (
        <ErrorNotice
          title="Could not load the profiles."
          error={toAppError(profiles.error)}
          onRetry={() => void profiles.refetch()}
        />
      ) : !profile ? (
        <p className="notice notice-error" role="alert">
          No profile with id {id}
        </p>
      ) : profile.kind === 'simulator' ? (
        <p className="notice">
          The simulator profile is built in: its address and credentials come from the running
          simulator and cannot be edited.
        </p>
      ) : (
        <>
          {active && (
            <p className="notice">
              This is the active profile: saving a change clears every cached answer.
            </p>
          )}
          {/* Keyed so that a refetched profile never overwrites what is being typed. */}
          <ProfileForm key={profile.id} profile={profile} active={active} />
          <SecretPanel key={`secret-${profile.id}`} profile={profile} active={active} />
          <ConnectionTest profile={profile} />
        </>
      )}
    </>
  );
}
