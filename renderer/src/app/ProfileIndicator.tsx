import { useQuery } from '@tanstack/react-query';
import { api, call, toAppError } from '../lib/api';
import { queryKeys } from '../lib/query';

export function useAppInfo() {
  return useQuery({
    queryKey: queryKeys.appInfo,
    queryFn: () => call(api().app.info()),
    staleTime: Infinity,
  });
}

/** Which API this console talks to: staff must never mistake production for the simulator. */
export function ProfileIndicator() {
  const info = useAppInfo();
  if (info.isPending) {
    return <p className="profile profile-muted">Loading profile…</p>;
  }
  if (info.isError) {
    return (
      <p className="profile profile-unknown" role="alert">
        Profile unknown: {toAppError(info.error).message}
      </p>
    );
  }
  const { profile } = info.data;
  const target = profile.kind === 'simulator' ? 'Simulator' : profile.baseUrl;
  return (
    <div role="group" aria-label="Active profile" className="profile">
      <span className="muted">Profile</span>
      <span className="profile-name">{profile.name}</span>
      {/* A profile named "Simulator" on the simulator need not say it twice. */}
      {target.toLowerCase() !== profile.name.toLowerCase() && (
        <span className="profile-target">{target}</span>
      )}
      {profile.production && <strong className="badge-production">Production</strong>}
    </div>
  );
}
