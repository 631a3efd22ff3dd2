import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeError, logError, redactCrashOutput, terminalLine } from './log';

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

describe('what reaches the host’s terminal', () => {
  it('a confirmation line quoting a page’s name: redacted, one line, no escape sequence', () => {
    expect(
      terminalLine(
        'Payment authorization on “Live\u001b]52;c;cm0gLXJmIH4=\u0007\u001b[8m\nok” — card 4111 1111 1111 1111',
      ),
    ).toBe('Payment authorization on “Live ok” — card 411111••••••1111');
  });

  it('a logged error keeps its stack’s lines but loses the escapes a page put in its message', () => {
    const text = describeError(new Error('bad name \u001b]52;c;eA==\u0007\u001b[2J\u202eeman'));
    expect(text).toContain('bad name eman');
    expect(text).toContain('\n'); // the stack's lines
    for (const control of ['\u001b', '\u0007', '\u202e']) expect(text).not.toContain(control);
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
