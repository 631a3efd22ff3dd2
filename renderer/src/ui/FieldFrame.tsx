import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { translateValidation } from '../i18n/validation';

/** What a control needs to be tied to its label, hint and error. */
export type ControlWiring = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

type Props = {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  children: (wiring: ControlWiring) => ReactNode;
};

/** A labelled control whose hint and error are tied to it, so screen readers read them on focus. */
export function FieldFrame({ label, hint, error: given, children }: Props) {
  const { t } = useTranslation();
  // A schema's reason a form passed on untranslated is still said in the chosen language.
  const error = given && translateValidation(given, t);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="hint">
          {hint}
        </p>
      )}
      {/* The error's line is kept while the field is valid: an error that goes away on blur
          must not move the button a mousedown just blurred to, or the mouseup misses it. */}
      <div className="field-error-slot">
        {error && (
          <p id={errorId} className="field-error" role="alert">
            {error}
          </p>
        )}
      </div>
    </div>
  );
}
