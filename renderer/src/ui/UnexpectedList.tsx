import type { InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setAsideOf } from '../../../shared/schemas/set-aside';
import { Unexpected } from './Shown';

/**
 * A 2xx list answer without a `data` array is not an error (main gives an empty page that
 * carries what was sent), but it must not pass for "nothing here" either: say so, as sent (the
 * whole answer, so no raw-JSON view is needed beside it).
 */
export function UnexpectedList({
  pages,
  what,
}: {
  pages: InfiniteData<unknown> | undefined;
  /** What the list holds, in the reader's language. */
  what: string;
}) {
  const { t } = useTranslation();
  const odd = pages?.pages.map((page) => setAsideOf(page)).find((aside) => 'data' in aside);
  if (!odd) return null;
  return (
    <div className="notice" role="status">
      <p>
        {t('common.unexpected.list', { what })} <Unexpected raw={odd.data} />
      </p>
    </div>
  );
}
