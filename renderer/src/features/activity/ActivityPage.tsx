import { useCallback, useMemo } from 'react';
import type { ActivityFilter } from '../../../../shared/schemas/activity';
import { toAppError } from '../../lib/api';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { PageTitle } from '../../ui/PageTitle';
import { ActivityFilters } from './ActivityFilters';
import { ActivityRows } from './ActivityRows';
import { ExportButtons } from './ExportButtons';
import { activityHref, isFiltered } from './filter-url';
import { useActivityPages } from './queries';

/** Every money operation the console made, newest first, filtered by what the address says. */
export function ActivityPage({ filter }: { filter: ActivityFilter }) {
  const pages = useActivityPages(filter);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = pages;
  const loaded = useMemo(() => pages.data?.pages.flatMap((p) => p.rows) ?? [], [pages.data]);
  const total = pages.data?.pages[0]?.total;
  const filtered = isFiltered(filter);

  const onNearEnd = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);

  return (
    <div className="list-page">
      <PageTitle>Activity</PageTitle>
      <ActivityFilters
        filter={filter}
        onApply={(next) => {
          window.location.hash = activityHref(next);
        }}
      />
      <div className="toolbar activity-toolbar">
        <p role="status" className="activity-count">
          {pages.isPending
            ? 'Loading activity…'
            : total !== undefined
              ? `${total.toLocaleString('en-US')} ${total === 1 ? 'operation' : 'operations'}`
              : ''}
        </p>
        <ExportButtons filter={filter} />
      </div>

      {pages.isPending ? null : pages.isError && loaded.length === 0 ? (
        <ErrorNotice
          title="Could not load activity."
          error={toAppError(pages.error)}
          onRetry={() => void pages.refetch()}
        />
      ) : loaded.length === 0 ? (
        <p className="empty">
          {filtered ? (
            <>
              No operation matches these filters. <a href={activityHref()}>Show all activity</a>
            </>
          ) : (
            'No operations yet. Every authorization, capture, refund, reversal and cancel-or-refund made with this console will be listed here.'
          )}
        </p>
      ) : (
        <ActivityRows rows={loaded} onNearEnd={onNearEnd} />
      )}

      <div className="list-foot">
        {pages.isRefetchError && (
          <ErrorNotice
            title="Could not refresh activity."
            error={toAppError(pages.error)}
            onRetry={() => void pages.refetch()}
          />
        )}
        {isFetchNextPageError && (
          <ErrorNotice title="Could not load more operations." error={toAppError(pages.error)} />
        )}
        {hasNextPage && (
          <button
            type="button"
            onClick={() => void fetchNextPage()}
            disabled={isFetchingNextPage}
            aria-busy={isFetchingNextPage}
          >
            {isFetchingNextPage ? 'Loading more…' : 'Load more operations'}
          </button>
        )}
      </div>
    </div>
  );
}
