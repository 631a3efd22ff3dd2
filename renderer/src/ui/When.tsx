import { timestampOf } from '../../../shared/schemas/normalize';
import { ShownWhen } from './ShownFormats';

/** A time as the API sent it (seconds, milliseconds or ISO text), shown by ShownWhen. */
export function When({ value, dayOnly = false }: { value: unknown; dayOnly?: boolean }) {
  return <ShownWhen read={timestampOf(value)} dayOnly={dayOnly} />;
}
