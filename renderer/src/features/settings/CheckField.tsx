import { useId, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/** A checkbox with its label and an explanation read with it. */
export function CheckField({
  label,
  hint,
  registration,
}: {
  label: string;
  hint: ReactNode;
  registration: UseFormRegisterReturn;
}) {
  const id = useId();
  return (
    <div className="check-block">
      <div className="check-field">
        <input id={id} type="checkbox" aria-describedby={`${id}-hint`} {...registration} />
        <label htmlFor={id}>{label}</label>
      </div>
      <p id={`${id}-hint`} className="hint">
        {hint}
      </p>
    </div>
  );
}
