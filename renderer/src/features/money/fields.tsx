import { useId, useRef, type FormEvent, type SelectHTMLAttributes } from 'react';
import type { FieldErrors, FieldValues, UseFormRegisterReturn } from 'react-hook-form';

type SelectProps = {
  label: string;
  error?: string | undefined;
  hint?: string;
  registration: UseFormRegisterReturn;
  options: ReadonlyArray<{ value: string; label: string }>;
} & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'name' | 'onChange' | 'onBlur' | 'ref'>;

/** TextField's twin for a closed list: label, hint and error tied to the control. */
export function SelectField({ label, error, hint, registration, options, ...rest }: SelectProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select
        {...rest}
        {...registration}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** An empty choice ("Not sent") must reach the schema as absent, not as "". */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The message at a dotted path of React Hook Form's errors (unions defeat its typed access). */
export function messageAt<T extends FieldValues>(errors: FieldErrors<T>, path: string) {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * Ignores a submit while the previous one (validation included) is still running: a fast double
 * click lands before React disables the button, and a second request would move money twice.
 */
export function useOneSubmit(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  const running = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    void submit(event).finally(() => {
      running.current = false;
    });
  };
}
