import type { SelectHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';

type Props = {
  label: string;
  error?: string | undefined;
  hint?: string;
  registration: UseFormRegisterReturn;
  /** `title`: what hovering shows, e.g. the API's code behind a translated label. */
  options: ReadonlyArray<{ value: string; label: string; title?: string }>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

/** TextField's twin for a closed list. */
export function SelectField({ label, error, hint, registration, options, ...select }: Props) {
  return (
    <FieldFrame label={label} hint={hint} error={error}>
      {(wiring) => (
        <select {...select} {...registration} {...wiring}>
          {options.map((option) => (
            <option key={option.value} value={option.value} title={option.title}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
