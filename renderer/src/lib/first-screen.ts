/**
 * What the first screen does not need waits until it is up. The header's unknown-outcome count
 * is the case: on a journal of years its first answer has main read the whole index (~300 ms of
 * main's time at 100,000 operations), which delayed the first screen's own rows when asked with
 * them. Outside the app's frame (a test rendering one component) nothing waits.
 */
let settled: Promise<void> = Promise.resolve();
let held = false;

/** Called once by the frame as it first mounts: later calls (a remount) change nothing. */
export function holdUntilFirstScreenSettles(): void {
  if (held) return;
  held = true;
  settled = new Promise((done) => {
    window.setTimeout(() => {
      if (window.requestIdleCallback) window.requestIdleCallback(() => done(), { timeout: 1000 });
      else done();
    }, FIRST_SCREEN_MS);
  });
}

/** Resolves once the first screen has had its moment; at once outside the frame. */
export function firstScreenSettled(): Promise<void> {
  return settled;
}

/** Longer than a first screen takes on a slow machine (~0.8 s), short enough to go unnoticed. */
const FIRST_SCREEN_MS = 1000;
