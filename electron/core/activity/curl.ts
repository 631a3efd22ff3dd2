import type { JournalBegin } from '../../../shared/schemas/journal';
import { redactText, redactValue } from '../redact';

/**
 * POSIX single quotes: nothing inside is expanded, so a journal record (which a team-store
 * member may have written) can only ever become arguments, never a command.
 */
export const shellQuote = (text: string) => `'${text.replaceAll("'", "'\\''")}'`;

/**
 * The request as a cURL command someone can paste: the bearer token is a `$TOKEN` placeholder,
 * card data is masked and secrets removed from the URL, headers and body (the journal never had
 * them; a command is pasted into chats and tickets, so it gets its own pass), and the idempotency
 * key is the original one — pasting it again is a safe retry, not a new payment. Every part is
 * quoted, the method too: the schema already reads a method it does not know as UNKNOWN.
 * `--globoff` because curl reads `[…]` and `{…}` in a URL as a range to expand, and the
 * redaction marker `[REDACTED]` (or an API's own brackets) would make it refuse the URL.
 */
export function curlOf(begin: JournalBegin, { token = true }: { token?: boolean } = {}): string {
  const sent = Object.fromEntries(
    Object.entries(redactValue(begin.request.headers ?? {}) as Record<string, string>).filter(
      ([name]) => name.toLowerCase() !== 'authorization',
    ),
  );
  // Without `token`, no Authorization at all: the URL came from another console's record, and
  // a command that sends the person's own token there would hand it to whoever wrote it.
  const headers = token ? { ...sent, authorization: 'Bearer $TOKEN' } : sent;
  const lines = [
    `curl --globoff -X ${shellQuote(begin.request.method)} ${shellQuote(redactText(begin.request.url))}`,
  ];
  for (const [name, value] of Object.entries(headers)) {
    // The token goes in double quotes so the shell expands $TOKEN; nothing else is expanded.
    lines.push(
      name === 'authorization'
        ? `-H "Authorization: Bearer $TOKEN"`
        : `-H ${shellQuote(`${name}: ${value}`)}`,
    );
  }
  if (begin.request.body !== undefined && begin.request.body !== null) {
    lines.push(`--data-raw ${shellQuote(JSON.stringify(redactValue(begin.request.body)))}`);
  }
  return lines.join(' \\\n  ');
}
