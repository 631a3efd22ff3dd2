import type { TFunction } from 'i18next';
import { useCallback, useId, useMemo, useState } from 'react';
import type { Instrument } from '../../../../shared/schemas/instrument';
import { useAllowed } from '../../app/permissions';
import { hrefOf, go } from '../../app/router';
import { toAppError } from '../../lib/api';
import { usePagedList } from '../../lib/use-paged-list';
import { ErrorNotice } from '../../ui/ErrorNotice';
import { ListFoot } from '../../ui/ListFoot';
import { PageTitle } from '../../ui/PageTitle';
import { UnexpectedList } from '../../ui/UnexpectedList';
import { idLike, matchesSearch } from './format';
import { InstrumentRows } from './InstrumentRows';
import { useInstrumentPages } from './queries';
import { useTranslation } from 'react-i18next';

const dataOf = (page: { data: Instrument[] }) => page.data;

export function InstrumentListPage() {
  const searchId = useId();
  const { t } = useTranslation();
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

  // Only what the signed-in roles may use is offered; main refuses the rest regardless.
  const mayCreate = useAllowed()('instruments:create');

  return (
    <div className="list-page">
      <div className="page-head">
        <PageTitle>{t('instruments.list.title')}</PageTitle>
        {mayCreate && (
          <a className="button button-primary" href={hrefOf({ to: '/instruments/new' })}>
            {t('instruments.list.new')}
          </a>
        )}
      </div>

      <div className="toolbar">
        <label htmlFor={searchId}>{t('instruments.list.search')}</label>
        <input
          id={searchId}
          type="search"
          value={query}
          placeholder={t('instruments.list.searchPlaceholder')}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && offerOpen)
              go({ to: '/instruments/$id', params: { id: wantedId } });
          }}
        />
        <span role="status" className="muted">
          {pages.isSuccess &&
            countText(t, shown.length, loaded.length, searching, pages.hasNextPage)}
        </span>
      </div>

      {offerOpen && (
        <p className="open-id">
          <a href={hrefOf({ to: '/instruments/$id', params: { id: wantedId } })}>
            {t('instruments.list.open', { id: wantedId })}
          </a>
        </p>
      )}

      <UnexpectedList pages={pages.data} what={t('instruments.list.title').toLowerCase()} />
      {pages.isPending ? (
        <p role="status">{t('instruments.list.loading')}</p>
      ) : pages.isError && loaded.length === 0 ? (
        <ErrorNotice
          title={t('instruments.list.loadFailed')}
          error={toAppError(pages.error)}
          onRetry={() => void pages.refetch()}
        />
      ) : loaded.length === 0 ? (
        <p className="empty">
          {t('instruments.list.empty')}
          {mayCreate && (
            <>
              {' '}
              <a href={hrefOf({ to: '/instruments/new' })}>{t('instruments.list.createFirst')}</a>
            </>
          )}
        </p>
      ) : shown.length === 0 ? (
        <p className="empty">{t('instruments.list.noMatch', { query: query.trim() })}</p>
      ) : (
        <InstrumentRows items={shown} onNearEnd={onNearEnd} />
      )}

      <ListFoot
        pages={pages}
        refreshed={t('frame.list.refreshed.instruments')}
        more={t('frame.list.items.instruments')}
      />
    </div>
  );
}

function countText(t: TFunction, shown: number, loaded: number, searching: boolean, more: boolean) {
  const count = searching
    ? t('instruments.list.matching', { shown, count: loaded })
    : t('instruments.list.loaded', { count: loaded });
  return more ? `${count} ${t('instruments.list.moreOnServer')}` : count;
}
