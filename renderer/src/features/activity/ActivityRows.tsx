import type { ActivityRow } from '../../../../shared/schemas/activity';
import { VirtualList } from '../../ui/VirtualList';
import { inspectorHref } from './filter-url';
import { amountText, latencyText, OUTCOME_NAMES, targetIds } from './format';
import { localTime } from './time';

/**
 * Two lines per row (date over time, operation over its ids) at a fixed height in CSS, so the
 * virtualizer needs no measuring and the ids get the width a single line could not give them.
 */
const ROW_HEIGHT = 46;
/** How close to the end of what is loaded a visible row must be to ask for the next page. */
const LOAD_AHEAD = 20;

type Props = { rows: ActivityRow[]; onNearEnd?: () => void };

export function ActivityRows({ rows, onNearEnd }: Props) {
  return (
    <VirtualList
      rows={rows}
      label="Operations"
      rowHeight={ROW_HEIGHT}
      rowKey={(row) => row.operation_id}
      renderRow={(row) => <OperationLink row={row} />}
      className="activity-frame"
      head={
        <div className="list-head activity-cols" aria-hidden="true">
          <span>Time</span> <span>Operation and targets</span> <span className="num">Amount</span>{' '}
          <span>Outcome</span> <span className="num">Latency</span> <span>Profile</span>
        </div>
      }
      loadAhead={LOAD_AHEAD}
      onNearEnd={onNearEnd}
    />
  );
}

function OperationLink({ row }: { row: ActivityRow }) {
  const targets = targetIds(row).join(' · ') || '—';
  const [date, time] = localTime(row.started_at).split(' ');
  // Spaces between cells keep the link's accessible name readable; the title shows what an
  // ellipsis cut off.
  return (
    <a href={inspectorHref(row.operation_id)} className="activity-cols" title={targets}>
      <span className="act-two">
        <span>{date}</span> <span>{time}</span>
      </span>{' '}
      <span className="act-two">
        <span className="act-op">{row.label}</span> <span className="act-targets">{targets}</span>
      </span>{' '}
      <span className="num act-amount">{amountText(row)}</span>{' '}
      <span className={`act-outcome act-outcome-${row.outcome}`}>{OUTCOME_NAMES[row.outcome]}</span>{' '}
      <span className="num">{latencyText(row.latency_ms)}</span>{' '}
      <span className="act-profile">
        {row.profile.name}
        {row.profile.production && (
          <>
            {' '}
            <span className="act-prod">PRODUCTION</span>
          </>
        )}
      </span>
    </a>
  );
}
