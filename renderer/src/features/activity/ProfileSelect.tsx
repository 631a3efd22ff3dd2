import { useId } from 'react';
import { useProfileChoices } from './queries';

/** "All profiles" or one of them; production ones say so in their option text. */
export function ProfileSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (profileId: string) => void;
}) {
  const id = useId();
  const profiles = useProfileChoices();
  const list = profiles.data?.profiles ?? [];
  // A profile named in the address may have been removed since; it stays selectable so the
  // select shows what is being filtered on.
  const missing = value !== '' && profiles.isSuccess && !list.some((p) => p.id === value);
  return (
    <div className="field activity-profile">
      <label htmlFor={id}>Profile</label>
      <select
        id={id}
        value={value}
        aria-describedby={profiles.isError ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">All profiles</option>
        {list.map((p) => (
          <option key={p.id} value={p.id}>
            {p.production ? `${p.name} (production)` : p.name}
          </option>
        ))}
        {(missing || (value !== '' && !profiles.isSuccess)) && (
          <option value={value}>{value}</option>
        )}
      </select>
      {profiles.isError && (
        <p id={`${id}-error`} className="field-error">
          Could not load the profiles.
        </p>
      )}
    </div>
  );
}
