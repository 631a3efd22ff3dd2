import { plainLine, plainText } from '../../shared/plain-text';
import { redactText } from './redact';

/**
 * The console's own log lines, redacted: an exception's message and stack can quote request data
 * (a card number in a failed parse, a secret in a URL), and a log is a file someone can read.
 */
export function logError(context: string, error: unknown): void {
  console.error(`[${plainLine(context)}]`, describeError(error));
}

/** Name, message and stack as one redacted text; never the error object itself. */
export function describeError(error: unknown): string {
  try {
    const text =
      error instanceof Error ? (error.stack ?? `${error.name}: ${error.message}`) : String(error);
    // Logs go to a terminal, which obeys escape sequences: an error may quote what a page sent.
    return plainText(redactText(text));
  } catch {
    // A thrown value with no way to print it (no prototype, a toString that throws): the log
    // line must not become a second failure in the handler that is reporting the first.
    return 'an error that cannot be printed';
  }
}

/** One line for the host's terminal: redacted, and visible characters only. */
export function terminalLine(line: string): string {
  return plainLine(redactText(line));
}

interface CrashSource {
  on(
    event: 'uncaughtException' | 'unhandledRejection',
    listener: (error: unknown) => void,
  ): unknown;
}

/**
 * Crash output goes through the redactor too. Without this, Node prints an uncaught error (and
 * Electron shows it in a dialog) as is. After an uncaught exception the process state is unknown,
 * so it ends; the journal was fsynced before any send, so nothing about money is lost.
 */
export function redactCrashOutput(source: CrashSource, exit: (code: number) => void): void {
  source.on('uncaughtException', (error) => {
    logError('uncaught exception', error);
    exit(1);
  });
  source.on('unhandledRejection', (error) => {
    logError('unhandled rejection', error);
    exit(1);
  });
}
