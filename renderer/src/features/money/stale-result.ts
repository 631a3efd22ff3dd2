import { useState } from 'react';

/**
 * Whether the form still holds the input that produced the result beside it. A result shown
 * next to a changed form (another transaction id, an amount since made invalid) reads as the
 * answer to what is on screen now; once the input changes, the result says it is not.
 *
 * `current` is everything the form would send; `markSent` takes the same shape as it stands
 * once the result is in and the form has settled (card number and CVV already cleared).
 */
export function useStaleResult(current: unknown) {
  const [basis, setBasis] = useState<string>();
  const now = JSON.stringify(current);
  return {
    stale: basis !== undefined && basis !== now,
    markSent: (settled: unknown) => setBasis(JSON.stringify(settled)),
  };
}
