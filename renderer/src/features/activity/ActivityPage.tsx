import type {
  ActivityFilter,
  ActivityRow,
  ActivityScope,
} from '../../../../shared/schemas/activity';
import { toAppError } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ListFoot } from '../../ui/ListFoot';
import { PageTitle } from '../../ui/PageTitle';
import { ActivityFilters } from './ActivityFilters';
import { ActivityRows } from './ActivityRows';
import { ExportButtons } from './ExportButtons';
import { go } from '../../app/router';
import { activityHref, isFiltered, searchOf } from './filter-url';
import { useActivityWords } from './format';
import { useActivityPages } from './queries';
import { ScopeSwitch } from './ScopeSwitch';
import { useAllowed } from '../../app/permissions';
import { canBeStep, SaveAsScenario, usePickedOperations } from './SaveAsScenario';

const rowsOf = (page: { rows: ActivityRow[] }) => page.rows;

/**
 * Every operation the console made (money, and back-office changes), newest first, filtered by
 * what the address says; with a team store, every console's.
 */
export function ActivityPage({
  filter,
  scope = 'console',
  unread = [],
}: {
  filter: ActivityFilter;
  scope?: ActivityScope;
  /** Parts of a linked address that were not understood, so not applied (`outcome=bogus`). */
  unread?: string[];
}) {
  const words = useActivityWords();
  const { t } = words;
  const team = scope === 'team';
  const pages = useActivityPages(filter, scope);
  const { loaded, loadMore } = usePagedList(pages, rowsOf);
  const total = pages.data?.pages[0]?.total;
  const totalAtLeast = pages.data?.pages[0]?.totalAtLeast ?? false;
  const unreadable = pages.data?.pages[0]?.unreadable;
  const filtered = isFiltered(filter);
  const allowed = useAllowed();
  const pick = usePickedOperations();
  // QA's own journal only: a team row is another console's, and main reads its own.
  const picking = !team && allowed('scenarios:fromActivity');

  return (
    <div className="list-page">
      <div className="page-head">
        <PageTitle>{t(team ? 'team.activity.title' : 'activity.title')}</PageTitle>
        <ScopeSwitch scope={scope} filter={filter} />
        <div className="page-head-tools">
          <p role="status" className="activity-count">
            {pages.isPending
              ? t('activity.loading')
              : total !== undefined
                ? words.count(total, totalAtLeast)
                : ''}
          </p>
          <ExportButtons filter={filter} scope={scope} />
        </div>
      </div>
      {unreadable !== undefined && (
        <p className="notice notice-warning activity-unreadable" role="status">
          {words.unreadable(unreadable)}
        </p>
      )}
      {unread.length > 0 && (
        <p className="notice notice-warning activity-unread" role="status">
          {t('activity.unreadAddress', { parts: unread.join(', ') })}
        </p>
      )}
      <ActivityFilters
        filter={filter}
        team={team}
        onApply={(next) => {
          go({ to: '/activity', search: searchOf(next, scope) });
        }}
      />

      {picking && <SaveAsScenario picked={pick.picked} onClear={pick.clear} />}
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
              {t('activity.noMatch')} <a href={activityHref({}, scope)}>{t('activity.showAll')}</a>
            </>
          ) : (
            t(team ? 'team.activity.empty' : 'activity.empty')
          )}
        </p>
      ) : (
        <ActivityRows
          rows={loaded}
          team={team}
          onNearEnd={loadMore}
          {...(picking ? { picking: { ...pick, can: canBeStep } } : {})}
        />
      )}

      <ListFoot
        pages={pages}
        refreshed={t('frame.list.refreshed.activity')}
        more={t('frame.list.items.operations')}
      />
    </div>
  );
}
