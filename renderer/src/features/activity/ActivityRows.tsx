import type { ActivityRow } from '../../../../shared/schemas/activity';
import { VirtualList } from '../../ui/VirtualList';
import { rowHref } from './filter-url';
import { formatCompactMoment, formatRelative } from '../../i18n/format';
import { targetIds, useActivityWords } from './format';
import { RowProfile, useRemovedProfile } from './RowProfile';
import { operatorText } from './OperatorName';

/**
 * Two lines per row (date over time, operation over its ids, outcome over latency) at a fixed
 * height in CSS, so the virtualizer needs no measuring, the ids get the width a single line could
 * not give them, and at 1024 × 700 a dozen rows are in view.
 */
const ROW_HEIGHT = 40;
/** How close to the end of what is loaded a visible row must be to ask for the next page. */
const LOAD_AHEAD = 20;

/** Rows QA may tick for "Save as scenario"; absent: the list only links. */
export interface RowPicking {
  can: (row: ActivityRow) => boolean;
  has: (row: ActivityRow) => boolean;
  toggle: (row: ActivityRow) => void;
}

type Props = { rows: ActivityRow[]; team?: boolean; onNearEnd?: () => void; picking?: RowPicking };

/** Team rows add who made each operation and on which console (store). */
export function ActivityRows({ rows, team = false, onNearEnd, picking }: Props) {
  const { t } = useActivityWords();
  const cols = team ? 'activity-cols activity-cols-team' : 'activity-cols';
  const isRemoved = useRemovedProfile();
  return (
    <VirtualList
      rows={rows}
      label={t('activity.columns.label')}
      rowHeight={ROW_HEIGHT}
      rowKey={(row) => (team ? `${row.console?.id}/${row.operation_id}` : row.operation_id)}
      renderRow={(row) => {
        const link = <OperationLink row={row} cols={cols} team={team} removed={isRemoved(row)} />;
        if (!picking) return link;
        return (
          <div className="act-pick">
            <span className="act-pick-box">
              {picking.can(row) && <PickBox row={row} picking={picking} />}
            </span>
            {link}
          </div>
        );
      }}
      className={picking ? 'activity-frame activity-picking' : 'activity-frame'}
      head={
        <div className={`list-head ${cols}`} aria-hidden="true">
          <span>{t('activity.columns.time')}</span> <span>{t('activity.columns.operation')}</span>{' '}
          <span className="num">{t('activity.columns.amount')}</span>{' '}
          <span>{t('activity.columns.outcome')}</span> <span>{t('activity.columns.profile')}</span>
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

/** A box of its own beside the row's link: the link still opens the operation. */
function PickBox({ row, picking }: { row: ActivityRow; picking: RowPicking }) {
  const words = useActivityWords();
  return (
    <input
      type="checkbox"
      checked={picking.has(row)}
      onChange={() => picking.toggle(row)}
      aria-label={words.t('activity.toScenario.pick', {
        operation: words.operation(row),
        id: row.operation_id,
      })}
    />
  );
}

type LinkProps = { row: ActivityRow; cols: string; team: boolean; removed: boolean };

function OperationLink({ row, cols, team, removed }: LinkProps) {
  const words = useActivityWords();
  // The login is the store's record of who stored the row; a narrow column keeps it on hover.
  const who = [
    operatorText(row, words.t),
    row.console?.login && words.t('team.activity.loginShort', { login: row.console.login }),
  ]
    .filter(Boolean)
    .join(' · ');
  const ids = targetIds(row);
  const targets = ids.join(' · ') || '—';
  const [first, ...others] = ids;
  // Spaces between cells keep the link's accessible name readable. The first id is shown whole;
  // the others are counted on screen, read in full by screen readers and shown on hover.
  return (
    <a href={rowHref(row)} className={cols} title={targets}>
      <span className="act-two" title={words.when(row.started_at)}>
        <span>{formatCompactMoment(row.started_at, words.language)}</span>{' '}
        <span className="muted">{formatRelative(row.started_at, words.language)}</span>
      </span>{' '}
      <span className="act-two">
        <span className="act-op">{words.operation(row)}</span>{' '}
        <span className="act-targets">
          <span className="act-target">{first ?? '—'}</span>
          {others.length > 0 && (
            <>
              <span className="visually-hidden">{` · ${others.join(' · ')}`}</span>
              <span className="act-more" aria-hidden="true">{` +${others.length}`}</span>
            </>
          )}
        </span>
      </span>{' '}
      <span className="num act-amount">{words.amount(row)}</span>{' '}
      {/* A long outcome takes both lines and the latency stays on hover: a cut status lies. */}
      <span className="act-two act-status" title={words.latency(row.latency_ms)}>
        {/* The API's own status on hover, as the Payments badges carry it, and a decline's code. */}
        <span
          className={`act-outcome act-outcome-${row.outcome}`}
          title={[row.status, row.response_code].filter(Boolean).join(' · ') || undefined}
        >
          {words.outcomeOf(row)}
        </span>{' '}
        <span className="muted">{words.latency(row.latency_ms)}</span>
      </span>{' '}
      <span className="act-profile">
        <RowProfile row={row} removed={removed} />
      </span>
      {team && (
        <>
          {' '}
          <span className="act-two act-console">
            <span title={row.console?.name}>{row.console?.name ?? '—'}</span>{' '}
            <span className="muted" title={who}>
              {who}
            </span>
          </span>
        </>
      )}
    </a>
  );
}
