import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttled } from './status-throttle';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the mirror status pushes', () => {
  it('go out at most twice a second during a sync, the latest one last', () => {
    const sent: number[] = [];
    const push = throttled(
      (n: number) => sent.push(n),
      500,
      () => Date.now(),
    );
    // A page every 20 ms for two seconds: 100 progress changes.
    for (let page = 1; page <= 100; page++) {
      push.push(page);
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(500);
    expect(sent.length).toBeLessThanOrEqual(5);
    expect(sent[0]).toBe(1);
    expect(sent.at(-1)).toBe(100);
  });

  it('send a lone change at once, and nothing after they stop', () => {
    const sent: string[] = [];
    const push = throttled(
      (s: string) => sent.push(s),
      500,
      () => Date.now(),
    );
    push.push('caught_up');
    expect(sent).toEqual(['caught_up']);
    push.push('syncing');
    push.stop();
    vi.advanceTimersByTime(1000);
    expect(sent).toEqual(['caught_up']);
  });
});
