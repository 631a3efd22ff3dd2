import { useTranslation } from 'react-i18next';
import type { Amount, Read } from '../../../shared/schemas/normalize';
import { formatDate, formatDateTime } from '../i18n/format';
import { formatMoney } from '../../../shared/money';
import { DateTime } from './DateTime';
import { Shown } from './Shown';

/*
 * Read amounts and times in the reader's language; apart from Shown.tsx so a screen that shows
 * only text (the first one, the instruments list) does not load the formats.
 */

export function ShownAmount({ read }: { read: Read<Amount> }) {
  const { i18n } = useTranslation();
  return (
    <Shown read={read}>{(a) => formatMoney(a.value, a.currency ?? null, i18n.language)}</Shown>
  );
}

/** A time in the reader's local zone, machine-readable too; the full time on hover if cut to the day. */
export function ShownWhen({ read, dayOnly = false }: { read: Read<Date>; dayOnly?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Shown read={read}>
      {(date) => {
        const exact = formatDateTime(date, i18n.language);
        return (
          <time dateTime={date.toISOString()} title={dayOnly ? exact : undefined}>
            {dayOnly ? formatDate(date, i18n.language) : exact}
          </time>
        );
      }}
    </Shown>
  );
}

/** A read time through `<DateTime>`: "3 min ago" within a day, the date beyond, exact on hover. */
export function ShownDateTime({ read }: { read: Read<Date> }) {
  return <Shown read={read}>{(date) => <DateTime value={date} />}</Shown>;
}
