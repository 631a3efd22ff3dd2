import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { REVERSAL_KINDS, type ReversalType } from '../../../../shared/schemas/reversal';

const KINDS = Object.keys(REVERSAL_KINDS) as ReversalType[];

/** One radio per kind, each with its one-line explanation read with it. */
export function ReversalKinds({
  registration,
  error,
}: {
  registration: UseFormRegisterReturn;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="money-fieldset money-kinds">
      <legend>{t('transactions.form.kinds')}</legend>
      {KINDS.map((kind) => (
        <div key={kind} className="money-kind">
          <input
            {...registration}
            type="radio"
            id={`${id}-${kind}`}
            value={kind}
            aria-describedby={[`${id}-${kind}-help`, error && errorId].filter(Boolean).join(' ')}
            aria-invalid={error ? true : undefined}
          />
          <label htmlFor={`${id}-${kind}`}>{t(`transactions.kind.${kind}`)}</label>
          <p id={`${id}-${kind}-help`} className="hint">
            {t(`transactions.kindHelp.${kind}`)}
          </p>
        </div>
      ))}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
