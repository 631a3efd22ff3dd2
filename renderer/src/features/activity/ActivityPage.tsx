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
import { useActivityWords } from './format';
import { useActivityPages } from './queries';

const rowsOf = (page: { rows: ActivityRow[] }) => page.rows;

/**
 * Every operation the console made (money, and back-office changes), newest first, filtered by
 * what the address says.
 */
export function ActivityPage({ filter }: { filter: ActivityFilter }) {
  const words = useActivityWords();
  const { t } = words;
  const pages = useActivityPages(filter);
  const { loaded, loadMore } = usePagedList(pages, rowsOf);
  const total = pages.data?.pages[0]?.total;
  const filtered = isFiltered(filter);

  return (
    <div className="list-page">
      <PageTitle>{t('activity.title')}</PageTitle>
      <ActivityFilters
        filter={filter}
        onApply={(next) => {
          window.location.hash = activityHref(next);
        }}
      />
      <div className="toolbar activity-toolbar">
        <p role="status" className="activity-count">
          {pages.isPending ? t('activity.loading') : total !== undefined ? words.count(total) : ''}
        </p>
        <ExportButtons filter={filter} />
      </div>

      {pages.isPending ? null : pages.isError && loaded.length === 0 ? (
        <ErrorNotice
          title={t('activity.loadFailed')}
          error={toAppError(pages.error)}
          onRetry={() => void pages.refetch()}
        />
      ) : loaded.length === 0 ? (
        <p className="empty">
          {filtered ? (
            <>
              {t('activity.noMatch')} <a href={activityHref()}>{t('activity.showAll')}</a>
            </>
          ) : (
            t('activity.empty')
          )}
        </p>
      ) : (
        <ActivityRows rows={loaded} onNearEnd={loadMore} />
      )}

      <ListFoot pages={pages} refreshed="activity" more="operations" />
    </div>
  );
}
