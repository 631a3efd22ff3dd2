import { formatWhen, toDate } from './format';

/** A time in the reader's local zone, machine-readable too; the full time on hover if cut to the day. */
export function When({
  value,
  dayOnly = false,
}: {
  value: string | number | null | undefined;
  dayOnly?: boolean;
}) {
  const date = toDate(value);
  if (!date) return <>{formatWhen(value)}</>;
  return (
    <time dateTime={date.toISOString()} title={dayOnly ? formatWhen(value) : undefined}>
      {formatWhen(value, { dayOnly })}
    </time>
  );
}
