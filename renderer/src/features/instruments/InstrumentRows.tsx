import type { Instrument } from '../../../../shared/schemas/instrument';
import { hrefOf } from '../../app/router';
import { VirtualList } from '../../ui/VirtualList';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../../i18n/messages';
import { textOf } from '../../../../shared/schemas/normalize';
import { fieldOf } from '../../../../shared/schemas/set-aside';
import { ShownApiValue } from '../../ui/ApiValue';
import { ShownText } from '../../ui/Shown';
import { cardOf, formatExpiry } from './format';

/** Rows have one line each and a fixed height in CSS, so no per-row measuring is needed. */
const ROW_HEIGHT = 36;
/** How close to the end of what is loaded a visible row must be to ask for the next page. */
const LOAD_AHEAD = 10;

type Props = { items: Instrument[]; onNearEnd?: () => void };

export function InstrumentRows({ items, onNearEnd }: Props) {
  const { t } = useTranslation();
  const c = (key: keyof Messages['instruments']['columns']) => t(`instruments.columns.${key}`);
  return (
    <VirtualList
      rows={items}
      label={t('instruments.list.title')}
      rowHeight={ROW_HEIGHT}
      rowKey={(item) => item.id}
      renderRow={(item) => (
        // Spaces between cells keep the link's accessible name readable.
        <a href={hrefOf({ to: '/instruments/$id', params: { id: item.id } })}>
          <span className="col-id" title={item.id}>
            {item.id}
          </span>{' '}
          <span className="col-card">{cardOf(item)}</span>{' '}
          <span className="col-holder">
            <ShownText read={fieldOf(item.card, 'holder_name', textOf)} />
          </span>{' '}
          <span className="col-expiry">{formatExpiry(item)}</span>{' '}
          <span className="col-status">
            <ShownApiValue read={fieldOf(item, 'status', textOf)} />
          </span>
        </a>
      )}
      head={
        <div className="list-head" aria-hidden="true">
          <span>{c('id')}</span> <span>{c('card')}</span> <span>{c('holder')}</span>{' '}
          <span>{c('expiry')}</span> <span>{c('status')}</span>
        </div>
      }
      loadAhead={LOAD_AHEAD}
      onNearEnd={onNearEnd}
    />
  );
}
