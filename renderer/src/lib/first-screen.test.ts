import { afterEach, describe, expect, it, vi } from 'vitest';

/** Each test gets the module fresh: the hold is once per page. */
const fresh = async () => {
  vi.resetModules();
  return import('./first-screen');
};

describe('first screen', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for nothing outside the frame', async () => {
    const { firstScreenSettled } = await fresh();
    await expect(firstScreenSettled()).resolves.toBeUndefined();
  });

  it('holds what waits for it a second after the frame mounts, then lets it through', async () => {
    vi.useFakeTimers();
    const { firstScreenSettled, holdUntilFirstScreenSettles } = await fresh();
    holdUntilFirstScreenSettles();
    let through = false;
    void firstScreenSettled().then(() => (through = true));
    await vi.advanceTimersByTimeAsync(900);
    expect(through).toBe(false);
    await vi.advanceTimersByTimeAsync(1200);
    expect(through).toBe(true);
    // A remount does not hold it again.
    holdUntilFirstScreenSettles();
    let again = false;
    void firstScreenSettled().then(() => (again = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(again).toBe(true);
  });
});
