import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/schemas/app';
import type { ShownProfile } from '../../../shared/schemas/shown-profile';
import { api, call } from '../lib/api';
import { queryKeys } from '../lib/query';
import { useAppInfo } from './ProfileIndicator';

const differs = (a: ProfileSummary, b: ProfileSummary) =>
  a.id !== b.id || a.revision !== b.revision;

/**
 * The profile a form was filled in for, which every money, back-office or profile write names:
 * main refuses it once that is not the active profile at that revision. `hold` (forms) keeps
 * the profile the form first showed, so a change pushed from another window while the person
 * types is said at the form, not silently adopted; without it (Settings' own buttons) the write
 * names what the header shows at the click.
 */
export function useShownProfile({ hold = true }: { hold?: boolean } = {}): {
  /** What to send as `shownProfile`, from this page's own state. */
  stamp: () => Promise<ShownProfile>;
  /** Shown at the form while the active profile is not the one it was filled in for. */
  notice: ReactNode;
} {
  const client = useQueryClient();
  const current = useAppInfo().data?.profile;
  const [held, setHeld] = useState<ProfileSummary>();
  // Adopted during render, not in an effect: a click right after the header loads names it.
  if (hold && held === undefined && current !== undefined) setHeld(current);
  const shownFor = hold ? (held ?? current) : current;
  const stamp = async (): Promise<ShownProfile> => {
    const profile =
      shownFor ??
      (
        await client.ensureQueryData({
          queryKey: queryKeys.appInfo,
          queryFn: () => call(api().app.info()),
        })
      ).profile;
    return { id: profile.id, revision: profile.revision };
  };
  const changed = hold && held && current && differs(held, current);
  return {
    stamp,
    notice: changed ? (
      <ProfileChangedNotice was={held} now={current} onUse={() => setHeld(current)} />
    ) : null,
  };
}

function ProfileChangedNotice({
  was,
  now,
  onUse,
}: {
  was: ProfileSummary;
  now: ProfileSummary;
  onUse: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="banner banner-warning profile-changed" role="alert">
      <div className="banner-body">
        <p className="banner-title">
          {was.id === now.id
            ? t('frame.profile.changedSame', { name: now.name })
            : t('frame.profile.changed', { name: now.name, was: was.name })}
        </p>
        <button type="button" onClick={onUse}>
          {t('frame.profile.useNow', { name: now.name })}
        </button>
      </div>
    </div>
  );
}
