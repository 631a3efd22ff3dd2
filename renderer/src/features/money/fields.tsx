import { useRef, type FormEvent } from 'react';

/** An empty choice ("Not sent") must reach the schema as absent, not as "". */
export const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);

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
