import { useCallback, useId, useMemo, useState } from 'react';
import type { Instrument } from '../../../../shared/schemas/instrument';
import { href, navigate } from '../../app/router';
import { toAppError } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ListFoot } from '../../ui/ListFoot';
import { PageTitle } from '../../ui/PageTitle';
import { idLike, matchesSearch } from './format';
import { InstrumentRows } from './InstrumentRows';
import { useInstrumentPages } from './queries';

const dataOf = (page: { data: Instrument[] }) => page.data;

export function InstrumentListPage() {
  const searchId = useId();
  const [query, setQuery] = useState('');
  const pages = useInstrumentPages();
  const { loaded, loadMore } = usePagedList(pages, dataOf);
  const shown = useMemo(() => loaded.filter((i) => matchesSearch(i, query)), [loaded, query]);
  const searching = query.trim() !== '';

  // An exact id the user pasted may simply not be loaded yet: the detail route can fetch it.
  const wantedId = idLike(query);
  const offerOpen =
    wantedId !== undefined && !loaded.some((i) => i.id.toLowerCase() === wantedId.toLowerCase());

  // Scrolling loads more only for the unfiltered list; a filter would otherwise pull every page.
  const onNearEnd = useCallback(() => {
    if (!searching) loadMore();
  }, [searching, loadMore]);

  return (
    <div className="list-page">
      <div className="page-head">
        <PageTitle>Instruments</PageTitle>
        <a className="button button-primary" href={href({ name: 'instrument-new' })}>
          New instrument
        </a>
      </div>

      <div className="toolbar">
        <label htmlFor={searchId}>Search instruments</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder="Id, last four or brand"
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && offerOpen) navigate({ name: 'instrument', id: wantedId });
          }}
        />
        <span role="status" className="muted">
          {pages.isSuccess && countText(shown.length, loaded.length, searching, pages.hasNextPage)}
        </span>
      </div>

      {offerOpen && (
        <p className="open-id">
          <a href={href({ name: 'instrument', id: wantedId })}>Open {wantedId}</a>
        </p>
      )}

      {pages.isPending ? (
        <p role="status">Loading instruments…</p>
      ) : pages.isError && loaded.length === 0 ? (
        <ErrorNotice
          title="Could not load instruments."
          error={toAppError(pages.error)}
          onRetry={() => void pages.refetch()}
        />
      ) : loaded.length === 0 ? (
        <p className="empty">
          No instruments yet. <a href={href({ name: 'instrument-new' })}>Create the first one</a>
        </p>
      ) : shown.length === 0 ? (
        <p className="empty">No loaded instrument matches “{query.trim()}”.</p>
      ) : (
        <InstrumentRows items={shown} onNearEnd={onNearEnd} />
      )}

      <ListFoot pages={pages} refreshed="instruments" more="instruments" />
    </div>
  );
}

function countText(shown: number, loaded: number, searching: boolean, more: boolean) {
  const tail = more ? ' (more on the server)' : '';
  if (searching) return `${shown} of ${loaded} loaded instruments match${tail}`;
  return `${loaded} instruments loaded${tail}`;
}
