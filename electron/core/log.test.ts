import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, logError, redactCrashOutput } from './log';

afterEach(() => vi.restoreAllMocks());

describe('logError', () => {
  it('writes the message and stack redacted, never the card, CVV or secret they quote', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    logError('payments:authorize', new Error('bad body {"number":"4111111111111111","cvv":"947"}'));
    logError('token', 'POST failed: client_secret=Zq8vT3kW9pL');
    expect(lines[0]).toContain('[payments:authorize] Error: bad body');
    expect(lines[0]).toContain('at '); // the stack is kept: it is how the bug gets found
    expect(lines.join('\n')).not.toMatch(/4111111111111111|947|Zq8vT3kW9pL/);
  });

  it('describes a thrown non-Error too', () => {
    expect(describeError({ toString: () => 'card 4111 1111 1111 1111' })).toBe(
      'card 411111••••••1111',
    );
  });
});

describe('redactCrashOutput', () => {
  it('logs an uncaught exception or rejection redacted and ends the process', () => {
    const lines: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      lines.push(args.map(String).join(' '));
    });
    const source = new EventEmitter();
    const exit = vi.fn();
    redactCrashOutput(source, exit);
    source.emit('uncaughtException', new Error('pan 4111111111111111'));
    source.emit('unhandledRejection', new Error('token=Zq8vT3kW9pL'));
    expect(exit.mock.calls).toEqual([[1], [1]]);
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('[uncaught exception] Error: pan 411111••••••1111');
    expect(lines[1]).toContain('[unhandled rejection] Error: token=[REDACTED]');
  });
});
