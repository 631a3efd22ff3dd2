import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import type { Instrument } from '../../../../shared/schemas/instrument';
import { href } from '../../app/router';
import { brandOf, formatExpiry, panLabel, text } from './format';

/** Rows have one line each and a fixed height in CSS, so no per-row measuring is needed. */
const ROW_HEIGHT = 36;
/** How close to the end of what is loaded a visible row must be to ask for the next page. */
const LOAD_AHEAD = 10;

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (i) => i + 1,
  ArrowUp: (i) => i - 1,
  Home: () => 0,
  End: (_, count) => count - 1,
};

type Props = { items: Instrument[]; onNearEnd?: () => void };

export function InstrumentRows({ items, onNearEnd }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);
  // No React Compiler here; the virtualizer re-renders this component itself on scroll.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    getItemKey: (index) => items[index]?.id ?? index,
    overscan: 8,
  });
  const rows = virtualizer.getVirtualItems();
  const lastShown = rows.at(-1)?.index ?? -1;

  useEffect(() => {
    if (lastShown >= 0 && lastShown >= items.length - LOAD_AHEAD) onNearEnd?.();
  }, [lastShown, items.length, onNearEnd]);

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
    const next = move(Number(row.dataset.index), items.length);
    if (next < 0 || next >= items.length) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next, { align: 'auto' });
    if (!focusRow(next)) pendingFocus.current = next;
  };

  return (
    <div className="list-frame">
      <div className="list-head" aria-hidden="true">
        <span>Id</span> <span>Brand</span> <span>Card</span> <span>Holder</span> <span>Expiry</span>{' '}
        <span>Status</span>
      </div>
      <div className="list-scroll" ref={scroller}>
        <div
          role="list"
          aria-label="Instruments"
          className="list-body"
          style={{ height: virtualizer.getTotalSize() }}
          onKeyDown={onKeyDown}
        >
          {rows.map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <div
                role="listitem"
                key={row.key}
                data-index={row.index}
                aria-posinset={row.index + 1}
                aria-setsize={items.length}
                className="list-row"
                style={{ transform: `translateY(${row.start}px)`, height: row.size }}
              >
                {/* Spaces between cells keep the link's accessible name readable. */}
                <a href={href({ name: 'instrument', id: item.id })}>
                  <span className="col-id">{item.id}</span>{' '}
                  <span className="col-brand">{brandOf(item)}</span>{' '}
                  <span className="col-pan">{panLabel(item)}</span>{' '}
                  <span className="col-holder">{text(item.card?.holder_name)}</span>{' '}
                  <span className="col-expiry">{formatExpiry(item)}</span>{' '}
                  <span className="col-status">{text(item.status)}</span>
                </a>
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
