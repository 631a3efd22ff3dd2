import { useId } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useFilterProfiles, type FilterProfile } from './queries';

/** "All profiles" or one of them; production ones say so in their option text. */
export function ProfileSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (profileId: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const profiles = useFilterProfiles();
  const list = profiles.profiles;
  // A profile named in the address may have been removed since; it stays selectable so the
  // select shows what is being filtered on.
  const missing = value !== '' && profiles.isSuccess && !list.some((p) => p.id === value);
  return (
    <div className="field activity-profile">
      <label htmlFor={id}>{t('activity.profiles.label')}</label>
      <select
        id={id}
        value={value}
        aria-describedby={profiles.isError ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t('activity.profiles.all')}</option>
        {list.map((p) => (
          <option key={p.id} value={p.id}>
            {profileName(p, t)}
          </option>
        ))}
        {(missing || (value !== '' && !profiles.isSuccess)) && (
          <option value={value}>{value}</option>
        )}
      </select>
      {profiles.isError && (
        <p id={`${id}-error`} className="field-error">
          {t('activity.profiles.loadFailed')}
        </p>
      )}
    </div>
  );
}

/** A profile's name as the filter says it: production and removed ones say so. */
export function profileName(p: FilterProfile, t: TFunction): string {
  if (p.removed) return t('activity.profiles.removed', { name: p.name });
  return p.production ? t('activity.profiles.production', { name: p.name }) : p.name;
}
