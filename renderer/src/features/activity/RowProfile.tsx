import type { ActivityRow } from '../../../../shared/schemas/activity';
import { useActivityWords } from './format';
import { useProfileChoices } from './queries';

/**
 * Whether a row's profile is gone from Settings, as the profile filter says it. Only this
 * console's rows can be judged: a team row's profile lives in another console's Settings. Until
 * Settings' list is read nothing is called removed, so a slow list never marks every row.
 */
export function useRemovedProfile(): (row: ActivityRow) => boolean {
  const settings = useProfileChoices();
  const ids = new Set(settings.data?.profiles.map((p) => p.id));
  return (row) => settings.isSuccess && row.console === undefined && !ids.has(row.profile.id);
}

/** A row's profile: its name, marked removed or production the way the filter marks them. */
export function RowProfile({ row, removed }: { row: ActivityRow; removed: boolean }) {
  const { t } = useActivityWords();
  return (
    <>
      {removed ? t('activity.profiles.removed', { name: row.profile.name }) : row.profile.name}
      {row.profile.production && (
        <>
          {' '}
          <span className="act-prod">{t('activity.production')}</span>
        </>
      )}
    </>
  );
}
