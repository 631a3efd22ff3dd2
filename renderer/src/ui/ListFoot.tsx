import { useTranslation } from 'react-i18next';
import { toAppError } from '../lib/api';
import { ErrorNotice } from './ErrorNotice';

type Props = {
  pages: {
    error: unknown;
    isRefetchError: boolean;
    isFetchNextPageError: boolean;
    hasNextPage: boolean;
    isFetchingNextPage: boolean;
    refetch: () => Promise<unknown>;
    fetchNextPage: () => Promise<unknown>;
  };
  /** What a refresh reloads, in the person's language, as in "Could not refresh activity." */
  refreshed: string;
  /** What the next page brings, in the person's language, as in "Load more operations". */
  more: string;
};

/**
 * Under a paged list: the errors that leave the loaded rows in place, and the button for the
 * next page, which also works where scrolling does not (keyboard, or a filtered list).
 */
export function ListFoot({ pages, refreshed, more }: Props) {
  const { t } = useTranslation();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  return (
    <div className="list-foot">
      {pages.isRefetchError && (
        <ErrorNotice
          title={t('frame.list.refreshFailed', { what: refreshed })}
          error={toAppError(pages.error)}
          onRetry={() => void pages.refetch()}
        />
      )}
      {pages.isFetchNextPageError && (
        <ErrorNotice
          title={t('frame.list.moreFailed', { what: more })}
          error={toAppError(pages.error)}
        />
      )}
      {hasNextPage && (
        <button
          type="button"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
          aria-busy={isFetchingNextPage}
        >
          {isFetchingNextPage
            ? t('frame.list.loadingMore')
            : t('frame.list.loadMore', { what: more })}
        </button>
      )}
    </div>
  );
}
