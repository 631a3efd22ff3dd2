/**
 * What main's one redactor writes where a secret, a token or a CVV was (electron/core/redact.ts).
 * Exports, the journal and copy-as-cURL keep it as it is; the page says it in the person's
 * language (renderer/src/ui/Redacted.tsx), so both sides read the marker from here.
 */
export const REDACTED = '[REDACTED]';
