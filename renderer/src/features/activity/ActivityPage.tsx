import type { ActivityFilter, ActivityRow } from '../../../../shared/schemas/activity';
import { toAppError } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ListFoot } from '../../ui/ListFoot';
import { PageTitle } from '../../ui/PageTitle';
import { ActivityFilters } from './ActivityFilters';
import { ActivityRows } from './ActivityRows';
import { ExportButtons } from './ExportButtons';
import { activityHref, isFiltered } from './filter-url';
import { useActivityPages } from './queries';

const rowsOf = (page: { rows: ActivityRow[] }) => page.rows;

/** Every money operation the console made, newest first, filtered by what the address says. */
export function ActivityPage({ filter }: { filter: ActivityFilter }) {
  const pages = useActivityPages(filter);
  const { loaded, loadMore } = usePagedList(pages, rowsOf);
  const total = pages.data?.pages[0]?.total;
  const filtered = isFiltered(filter);

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
        <ActivityRows rows={loaded} onNearEnd={loadMore} />
      )}

      <ListFoot pages={pages} refreshed="activity" more="operations" />
    </div>
  );
}
