import type { ActivityRow } from '../../../../shared/schemas/activity';
import { VirtualList } from '../../ui/VirtualList';
import { rowHref } from './filter-url';
import { formatCompactMoment, formatRelative } from '../../i18n/format';
import { targetIds, useActivityWords } from './format';

/**
 * Two lines per row (date over time, operation over its ids) at a fixed height in CSS, so the
 * virtualizer needs no measuring and the ids get the width a single line could not give them.
 */
const ROW_HEIGHT = 46;
/** How close to the end of what is loaded a visible row must be to ask for the next page. */
const LOAD_AHEAD = 20;

type Props = { rows: ActivityRow[]; team?: boolean; onNearEnd?: () => void };

/** Team rows add who made each operation and on which console (store). */
export function ActivityRows({ rows, team = false, onNearEnd }: Props) {
  const { t } = useActivityWords();
  const cols = team ? 'activity-cols activity-cols-team' : 'activity-cols';
  return (
    <VirtualList
      rows={rows}
      label={t('activity.columns.label')}
      rowHeight={ROW_HEIGHT}
      rowKey={(row) => (team ? `${row.console?.id}/${row.operation_id}` : row.operation_id)}
      renderRow={(row) => <OperationLink row={row} cols={cols} team={team} />}
      className="activity-frame"
      head={
        <div className={`list-head ${cols}`} aria-hidden="true">
          <span>{t('activity.columns.time')}</span> <span>{t('activity.columns.operation')}</span>{' '}
          <span className="num">{t('activity.columns.amount')}</span>{' '}
          <span>{t('activity.columns.outcome')}</span>{' '}
          <span className="num">{t('activity.columns.latency')}</span>{' '}
          <span>{t('activity.columns.profile')}</span>
          {team && (
            <>
              {' '}
              <span>{t('team.activity.console')}</span>
            </>
          )}
        </div>
      }
      loadAhead={LOAD_AHEAD}
      onNearEnd={onNearEnd}
    />
  );
}

function OperationLink({ row, cols, team }: { row: ActivityRow; cols: string; team: boolean }) {
  const words = useActivityWords();
  const targets = targetIds(row).join(' · ') || '—';
  // Spaces between cells keep the link's accessible name readable; the title shows what an
  // ellipsis cut off.
  return (
    <a href={rowHref(row)} className={cols} title={targets}>
      <span className="act-two" title={words.when(row.started_at)}>
        <span>{formatCompactMoment(row.started_at, words.language)}</span>{' '}
        <span className="muted">{formatRelative(row.started_at, words.language)}</span>
      </span>{' '}
      <span className="act-two">
        <span className="act-op">{words.operation(row)}</span>{' '}
        <span className="act-targets">{targets}</span>
      </span>{' '}
      <span className="num act-amount">{words.amount(row)}</span>{' '}
      <span className={`act-outcome act-outcome-${row.outcome}`}>{words.outcomeOf(row)}</span>{' '}
      <span className="num">{words.latency(row.latency_ms)}</span>{' '}
      <span className="act-profile">
        {row.profile.name}
        {row.profile.production && (
          <>
            {' '}
            <span className="act-prod">{words.t('activity.production')}</span>
          </>
        )}
      </span>
      {team && (
        <>
          {' '}
          <span className="act-two act-console">
            <span>{row.console?.name ?? '—'}</span> <span className="muted">{row.operator}</span>
          </span>
        </>
      )}
    </a>
  );
}
