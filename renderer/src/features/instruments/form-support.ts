import { useRef, type FormEvent } from 'react';

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
