import { useId, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Additional fields (JSON)": request fields the form lacks, merged into the body by main, which
 * checks the merged body again; its refusals (e.g. `terminal.use_case`) are shown here.
 */
export function ExtraFieldsEditor({
  value,
  error,
  onChange,
  onBlur,
  textareaRef,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  textareaRef: Ref<HTMLTextAreaElement>;
}) {
  const id = useId();
  const { t } = useTranslation();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>{t('authorizations.extra.label')}</label>
      <textarea
        id={id}
        ref={textareaRef}
        className="money-json"
        rows={4}
        spellCheck={false}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, error && errorId].filter(Boolean).join(' ')}
      />
      <p id={hintId} className="hint">
        {t('authorizations.extra.hint')}
      </p>
      {error && (
        <p id={errorId} className="field-error money-json-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
