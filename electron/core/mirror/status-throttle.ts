/**
 * A sync's progress at most once per `everyMs`, the latest always delivered in the end: a
 * first sync changes its count with every page (tens a second), and each push is parsed,
 * redacted and sent to every window, so a page hears at most two a second and still sees
 * where the sync stopped.
 */
export function throttled<T>(
  deliver: (value: T) => void,
  everyMs: number,
  now: () => number = () => performance.now(),
): { push(value: T): void; stop(): void } {
  let lastAt = -Infinity;
  let pending: { value: T } | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = () => {
    timer = null;
    if (!pending) return;
    const { value } = pending;
    pending = null;
    lastAt = now();
    deliver(value);
  };
  return {
    push(value) {
      pending = { value };
      if (timer) return;
      const wait = lastAt + everyMs - now();
      if (wait <= 0) return flush();
      timer = setTimeout(flush, wait);
      // A pending progress message never keeps the process alive.
      timer.unref?.();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending = null;
    },
  };
}
