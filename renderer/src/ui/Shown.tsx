import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rawText, type Read } from '../../../shared/schemas/normalize';

const DASH = '—';

/**
 * A value the console could not read, shown as the API sent it with a small mark: the screen
 * stays useful, and nobody mistakes it for a value the console understood.
 */
export function Unexpected({ raw }: { raw: unknown }) {
  const { t } = useTranslation();
  return (
    <span className="unexpected">
      <span className="mono">{rawText(raw)}</span>{' '}
      <span className="unexpected-mark" title={t('common.unexpected.title')}>
        {t('common.unexpected.mark')}
      </span>
    </span>
  );
}

/** A read value: rendered by `children`, a dash when absent, as sent when unexpected. */
export function Shown<T>({ read, children }: { read: Read<T>; children: (value: T) => ReactNode }) {
  if (read.state === 'value') return <>{children(read.value)}</>;
  if (read.state === 'unexpected') return <Unexpected raw={read.raw} />;
  return <>{DASH}</>;
}

export function ShownText({ read }: { read: Read<string> }) {
  return <Shown read={read}>{(text) => text}</Shown>;
}
