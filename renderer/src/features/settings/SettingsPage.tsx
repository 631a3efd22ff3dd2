import { useAppInfo } from '../../app/ProfileIndicator';
import { areaHref } from '../../app/router';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { ProfileCard } from './ProfileCard';
import { useProfiles } from './queries';
import { secretWords } from './words';

export function SettingsPage() {
  const profiles = useProfiles();
  const info = useAppInfo().data;
  return (
    <>
      <div className="page-head">
        <PageTitle>Settings</PageTitle>
        <a className="button button-primary" href={areaHref('settings', 'new')}>
          New profile
        </a>
      </div>
      {info && (
        <p className="muted">
          Payments Console {info.version}, {info.host === 'web' ? 'browser host' : 'desktop app'}.
        </p>
      )}
      {profiles.isPending ? (
        <p role="status">Loading profiles…</p>
      ) : profiles.isError ? (
        <ErrorNotice
          title="Could not load the profiles."
          error={toAppError(profiles.error)}
          onRetry={() => void profiles.refetch()}
        />
      ) : (
        <ProfileList {...profiles.data} />
      )}
    </>
  );
}

function ProfileList({
  profiles,
  activeId,
  problem,
}: NonNullable<ReturnType<typeof useProfiles>['data']>) {
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
            <strong>Some profiles need attention.</strong>
          </p>
          <ul>
            {/* profiles.json could not be read: only the simulator is usable until fixed. */}
            {problem !== undefined && <li>{problem}</li>}
            {attention.map((p) => (
              <li key={p.id}>
                {p.name}: client secret {secretWords(p.secret)}
              </li>
            ))}
          </ul>
        </div>
      )}
      <section aria-label="Profiles" className="profile-list">
        {ordered.map((p) => (
          <ProfileCard key={p.id} profile={p} active={p.id === activeId} />
        ))}
      </section>
    </>
  );
}
