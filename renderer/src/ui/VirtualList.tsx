import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent, type Key, type ReactNode } from 'react';

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i) => i + 1,
  ArrowUp: (i) => i - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

type Props<T> = {
  rows: readonly T[];
  /** The list's accessible name. */
  label: string;
  /** Fixed in CSS, so the virtualizer needs no per-row measuring. */
  rowHeight: number;
  rowKey: (row: T) => Key;
  /** One row's content: a link, which the arrow keys move the focus between. */
  renderRow: (row: T) => ReactNode;
  /** The column headings, shown above the scrolling part. */
  head: ReactNode;
  /** Extra class of the frame around the head and the rows. */
  className?: string;
  /** How close to the end of what is loaded a visible row must be to call `onNearEnd`. */
  loadAhead: number;
  onNearEnd?: (() => void) | undefined;
};

export function VirtualList<T>(props: Props<T>) {
  const { rows, label, rowHeight, rowKey, renderRow, head, className, loadAhead, onNearEnd } =
    props;
  const scroller = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  // No React Compiler here; the virtualizer re-renders this component itself on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => {
      const row = rows[index];
      return row === undefined ? index : rowKey(row);
    },
    overscan: 8,
  });
  const shown = virtualizer.getVirtualItems();
  const lastShown = shown.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastShown >= 0 && lastShown >= rows.length - loadAhead) onNearEnd?.();
  }, [lastShown, rows.length, loadAhead, onNearEnd]);

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
    <div className={className ? `list-frame ${className}` : 'list-frame'}>
      {head}
      <div className="list-scroll" ref={scroller}>
        <div
          role="list"
          aria-label={label}
          className="list-body"
          style={{ height: virtualizer.getTotalSize() }}
          onKeyDown={onKeyDown}
        >
          {shown.map((item) => {
            const row = rows[item.index];
            if (row === undefined) return null;
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
                {renderRow(row)}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
