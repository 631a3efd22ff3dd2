/*
 * `datetime-local` inputs speak local wall time without a zone ("2025-12-12T10:00"); the
 * contract wants ISO 8601 with an offset, so the machine's offset at that moment is added.
 */

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

function offsetText(date: Date): string {
  const minutes = -date.getTimezoneOffset();
  const sign = minutes >= 0 ? '+' : '-';
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}:${pad(Math.abs(minutes) % 60)}`;
}

function localParts(date: Date) {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/**
 * "2025-12-12T10:00" → "2025-12-12T10:00:00.000+01:00". An end of range covers its whole
 * minute (…:59.999), since the input cannot name seconds and "to 10:00" means "up to 10:00".
 */
export function localInputToIso(value: string, end = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return undefined;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  const seconds = end ? '59.999' : '00.000';
  return `${localParts(date)}:${seconds}${offsetText(date)}`;
}

/** The reverse, for filling the inputs from the address. */
export function isoToLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : localParts(date);
}

/** "2025-12-12 10:00:05" in the machine's zone: sortable, unambiguous, and short enough for a row. */
export function localTime(iso: string | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${localParts(date).replace('T', ' ')}:${pad(date.getSeconds())}`;
}
