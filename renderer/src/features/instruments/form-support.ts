import { useRef, type FormEvent } from 'react';

/** API field names that differ from the form's own. */
const ALIASES: Record<string, string> = {
  card_number: 'number',
  pan: 'number',
  security_code: 'cvv',
  cvc: 'cvv',
};

/**
 * Splits the API's field errors (`card.number`, `number`, …) into those a form field can
 * show and the rest, which go into the error block so nothing the API said is lost.
 */
export function splitFieldErrors<F extends string>(
  fields: Record<string, string> | undefined,
  known: readonly F[],
): { placed: Array<[F, string]>; unplaced: Record<string, string> } {
  const placed = new Map<F, string>();
  const unplaced: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const last = path.split('.').at(-1) ?? path;
    const name = ALIASES[last] ?? last;
    const field = known.find((k) => k === name);
    if (field && !placed.has(field)) placed.set(field, message);
    else unplaced[path] = message;
  }
  return { placed: [...placed], unplaced };
}

/**
 * Wraps an async submit handler so a second submit while the first is in flight is ignored.
 * The disabled button alone is not enough: a fast double click can land before React
 * re-renders it, and a duplicate write may create a second instrument.
 */
export function useGuardedSubmit(submit: (event: FormEvent<HTMLFormElement>) => Promise<void>) {
  const inFlight = useRef(false);
  return (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    void submit(event).finally(() => {
      inFlight.current = false;
    });
  };
}
