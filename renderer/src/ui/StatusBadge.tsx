import type { ReactNode } from 'react';

export type Tone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const TONES: Record<string, Tone> = {
  APPROVED: 'success',
  CAPTURED: 'success',
  SETTLED: 'success',
  SUCCEEDED: 'success',
  ACTIVE: 'success',
  AUTHORIZED: 'info',
  PARTIALLY_CAPTURED: 'info',
  CANCELLED: 'neutral',
  CANCELED: 'neutral',
  REFUNDED: 'neutral',
  PARTIALLY_REFUNDED: 'neutral',
  REVERSED: 'neutral',
  INACTIVE: 'neutral',
  DECLINED: 'danger',
  REJECTED: 'danger',
  FAILED: 'danger',
  ERROR: 'danger',
  PENDING: 'warning',
  PROCESSING: 'warning',
  UNKNOWN: 'warning',
};

/**
 * The tone of an API status word. A status the console does not know yet is "warning": it
 * is shown as it came, and nothing about it should look settled.
 */
export function toneOf(status: string | null | undefined): Tone {
  return TONES[(status ?? '').toUpperCase()] ?? 'warning';
}

/** A status as a word in a coloured pill: colour repeats the word, never replaces it. */
export function StatusBadge({
  tone,
  code,
  children,
}: {
  tone: Tone;
  /** The API's own code, on hover: support and the API's logs speak it. */
  code?: string | undefined;
  children: ReactNode;
}) {
  return (
    <span className={`status-badge status-${tone}`} title={code}>
      {children}
    </span>
  );
}
