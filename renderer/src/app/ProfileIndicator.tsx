import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  const info = useAppInfo();
  if (info.isPending) {
    return <p className="profile profile-muted">{t('frame.profile.loading')}</p>;
  }
  if (info.isError) {
    return (
      <p className="profile profile-unknown" role="alert">
        {t('frame.profile.unknown', { message: toAppError(info.error).message })}
      </p>
    );
  }
  const { profile } = info.data;
  const simulator = profile.kind === 'simulator';
  const target = simulator ? t('frame.profile.simulator') : profile.baseUrl;
  const name = profile.name.toLowerCase();
  const saysTwice = [target, profile.kind].some((word) => word.toLowerCase() === name);
  return (
    <div role="group" aria-label={t('frame.profile.label')} className="profile">
      {/* Read out, not shown: at 1024 px the word took the room the name itself needed. */}
      <span className="visually-hidden">{t('frame.profile.word')}</span>
      {/* An API's address is on hover (and read out): shown, it cut the name at 1024 px. */}
      <span
        className="profile-name"
        title={simulator || saysTwice ? profile.name : `${profile.name} · ${target}`}
      >
        {profile.name}
      </span>
      {/* A profile named "Simulator" on the simulator need not say it twice, in any language. */}
      {!saysTwice && (
        <span className={simulator ? 'profile-target' : 'visually-hidden'} title={target}>
          {target}
        </span>
      )}
      {profile.production && (
        <strong className="badge-production">{t('frame.profile.production')}</strong>
      )}
    </div>
  );
}
