import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
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
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <fieldset className="money-fieldset money-kinds">
      <legend>What to do</legend>
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
          <label htmlFor={`${id}-${kind}`}>{REVERSAL_KINDS[kind].label}</label>
          <p id={`${id}-${kind}-help`} className="hint">
            {REVERSAL_KINDS[kind].help}
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
