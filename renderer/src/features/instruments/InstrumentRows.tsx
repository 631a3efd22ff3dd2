import type { Instrument } from '../../../../shared/schemas/instrument';
import { href } from '../../app/router';
import { VirtualList } from '../../ui/VirtualList';
import { brandOf, formatExpiry, panLabel, text } from './format';

/** Rows have one line each and a fixed height in CSS, so no per-row measuring is needed. */
const ROW_HEIGHT = 36;
/** How close to the end of what is loaded a visible row must be to ask for the next page. */
const LOAD_AHEAD = 10;

type Props = { items: Instrument[]; onNearEnd?: () => void };

export function InstrumentRows({ items, onNearEnd }: Props) {
  return (
    <VirtualList
      rows={items}
      label="Instruments"
      rowHeight={ROW_HEIGHT}
      rowKey={(item) => item.id}
      renderRow={(item) => (
        // Spaces between cells keep the link's accessible name readable.
        <a href={href({ name: 'instrument', id: item.id })}>
          <span className="col-id">{item.id}</span>{' '}
          <span className="col-brand">{brandOf(item)}</span>{' '}
          <span className="col-pan">{panLabel(item)}</span>{' '}
          <span className="col-holder">{text(item.card?.holder_name)}</span>{' '}
          <span className="col-expiry">{formatExpiry(item)}</span>{' '}
          <span className="col-status">{text(item.status)}</span>
        </a>
      )}
      head={
        <div className="list-head" aria-hidden="true">
          <span>Id</span> <span>Brand</span> <span>Card</span> <span>Holder</span>{' '}
          <span>Expiry</span> <span>Status</span>
        </div>
      }
      loadAhead={LOAD_AHEAD}
      onNearEnd={onNearEnd}
    />
  );
}
