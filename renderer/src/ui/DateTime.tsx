import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatRelative } from '../i18n/format';

/**
 * The one way a moment is shown: "3 min ago" within a day, beyond it the date alone ("Oct 1,
 * 2026"), and always the exact time on hover (and the instant in `dateTime` for machines).
 */
export function DateTime({ value, now }: { value: string | number | Date; now?: Date }) {
  const { i18n } = useTranslation();
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return <span>{String(value)}</span>;
  const exact = formatDateTime(date, i18n.language);
  const reference = now ?? new Date();
  const recent = Math.abs(reference.getTime() - date.getTime()) < 24 * 3600 * 1000;
  return (
    <time dateTime={date.toISOString()} title={exact}>
      {recent ? formatRelative(date, i18n.language, reference) : formatDate(date, i18n.language)}
    </time>
  );
}
