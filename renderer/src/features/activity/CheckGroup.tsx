import { useId } from 'react';

/** A fieldset of checkboxes over a fixed set of values; none checked means "any". */
export function CheckGroup<T extends string>({
  legend,
  options,
  checked,
  onChange,
}: {
  legend: string;
  options: { value: T; label: string }[];
  checked: T[];
  onChange: (checked: T[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="activity-checks">
      <legend>{legend}</legend>
      {options.map(({ value, label }) => (
        <div className="check-field" key={value}>
          <input
            id={`${id}-${value}`}
            type="checkbox"
            checked={checked.includes(value)}
            onChange={(e) =>
              onChange(e.target.checked ? [...checked, value] : checked.filter((v) => v !== value))
            }
          />
          <label htmlFor={`${id}-${value}`}>{label}</label>
        </div>
      ))}
    </fieldset>
  );
}
