import { rawJson } from '../lib/raw-json';
import { RedactedText } from './Redacted';

/**
 * "Raw JSON one click away": a disclosure with what was sent or answered, redacted by main and
 * masked again here, so every field the API added and the console does not know is visible.
 */
export function RawJson({ label, value }: { label: string; value: unknown }) {
  return (
    <details className="raw-json">
      <summary>{label}</summary>
      <pre tabIndex={0} aria-label={label}>
        <RedactedText text={rawJson(value)} />
      </pre>
    </details>
  );
}
