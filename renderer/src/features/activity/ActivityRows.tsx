import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { ActivityRow } from '../../../../shared/schemas/activity';
import { inspectorHref } from './filter-url';
import { amountText, latencyText, operationName, OUTCOME_NAMES, targetIds } from './format';
import { localTime } from './time';

/**
 * Two lines per row (date over time, operation over its ids) at a fixed height in CSS, so the
 * virtualizer needs no measuring and the ids get the width a single line could not give them.
 */
const ROW_HEIGHT = 46;
/** How close to the end of what is loaded a visible row must be to ask for the next page. */
const LOAD_AHEAD = 20;

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i) => i + 1,
  ArrowUp: (i) => i - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

type Props = { rows: ActivityRow[]; onNearEnd?: () => void };

export function ActivityRows({ rows, onNearEnd }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  // No React Compiler here; the virtualizer re-renders this component itself on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => rows[index]?.operation_id ?? index,
    overscan: 8,
  });
  const shown = virtualizer.getVirtualItems();
  const lastShown = shown.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastShown >= 0 && lastShown >= rows.length - LOAD_AHEAD) onNearEnd?.();
  }, [lastShown, rows.length, onNearEnd]);

  const focusRow = (index: number) => {
    const link = scroller.current?.querySelector<HTMLElement>(`[data-index="${index}"] a`);
    link?.focus();
    return Boolean(link);
  };

  // The target row of an arrow key may only exist after the scroll re-renders the window.
  useEffect(() => {
    if (pendingFocus.current !== null && focusRow(pendingFocus.current)) {
      pendingFocus.current = null;
    }
  });

  // Off-screen rows are not in the DOM, so Tab alone cannot walk the list: arrows can.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = MOVES[event.key];
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!move || !row) return;
    const next = move(Number(row.dataset.index), rows.length);
    if (next < 0 || next >= rows.length) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next, { align: 'auto' });
    if (!focusRow(next)) pendingFocus.current = next;
  };

  return (
    <div className="list-frame activity-frame">
      <div className="list-head activity-cols" aria-hidden="true">
        <span>Time</span> <span>Operation and targets</span> <span className="num">Amount</span>{' '}
        <span>Outcome</span> <span className="num">Latency</span> <span>Profile</span>
      </div>
      <div className="list-scroll" ref={scroller}>
        <div
          role="list"
          aria-label="Operations"
          className="list-body"
          style={{ height: virtualizer.getTotalSize() }}
          onKeyDown={onKeyDown}
        >
          {shown.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <div
                role="listitem"
                key={item.key}
                data-index={item.index}
                aria-posinset={item.index + 1}
                aria-setsize={rows.length}
                className="list-row"
                style={{ transform: `translateY(${item.start}px)`, height: item.size }}
              >
                <OperationLink row={row} />
              </div>
            );
          })}
        </div>
      </div>
    </div>
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
        <span className="act-op">{operationName(row)}</span>{' '}
        <span className="act-targets">{targets}</span>
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
