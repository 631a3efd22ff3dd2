import { useTranslation } from 'react-i18next';
import { apiValueLabel } from '../i18n/api-values';
import type { Read } from '../../../shared/schemas/normalize';
import { Shown } from './Shown';

/**
 * One of the API's codes in the chosen language, the code itself on hover, so support and the
 * API's reference still meet.
 */
export function ApiValue({ code }: { code: string }) {
  const { t } = useTranslation();
  return <span title={code}>{apiValueLabel(t, code)}</span>;
}

/** A read API code: a dash when absent, as sent with a mark when it is not text. */
export function ShownApiValue({ read }: { read: Read<string> }) {
  return <Shown read={read}>{(code) => <ApiValue code={code} />}</Shown>;
}
