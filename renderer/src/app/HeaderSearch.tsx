import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { api, call } from '../lib/api';
import { cardMask } from '../lib/card-mask';
import { queryKeys } from '../lib/query';
import { follow, hrefOf } from './router';
import { searchTargets, type SearchTarget } from './search-targets';

/** How many of the latest instruments a last-four search looks through (the API's page cap). */
const LAST_FOUR_SCOPE = 100;

/**
 * One box for anything a person has at hand: an id, an idempotency key or a card's last four.
 * Enter opens the best match; the list under it shows every other place the query leads.
 */
export function HeaderSearch({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const targets = searchTargets(query);
  const lastFour = targets[0]?.kind === 'instruments' ? targets[0].value : undefined;
  const cards = useLastFour(lastFour, t('frame.card.unknownBrand'));
  const links = [
    ...cards.matches,
    ...targets
      .filter((target) => target.kind !== 'instruments')
      .map((target) => ({
        href: target.href,
        text: t(`frame.search.${target.kind}`, targetWords(target)),
      })),
  ];

  const leave = () => {
    setQuery('');
    setOpen(false);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      leave();
      inputRef.current?.blur();
    } else if (event.key === 'Enter' && links[0]) {
      event.preventDefault();
      follow(links[0].href);
      leave();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      document.getElementById(listId)?.querySelector<HTMLElement>('a')?.focus();
    }
  };

  return (
    <div
      className="header-search"
      role="search"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        {t('frame.search.label')}
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="search"
        autoComplete="off"
        spellCheck={false}
        placeholder={t('frame.search.placeholder')}
        aria-keyshortcuts="Control+K"
        aria-controls={open ? listId : undefined}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
        }}
        onFocus={() => setOpen(query.trim() !== '')}
        onKeyDown={onKeyDown}
      />
      {open && query.trim() !== '' && (
        <ul id={listId} className="search-results" aria-label={t('frame.search.results')}>
          {links.map((link) => (
            <li key={link.href}>
              <a href={link.href} onClick={leave}>
                {link.text}
              </a>
            </li>
          ))}
          {lastFour && cards.pending && (
            <li className="search-empty">{t('frame.search.looking')}</li>
          )}
          {lastFour && cards.done && cards.matches.length === 0 && (
            <li className="search-empty">
              {t('frame.search.lastFourNone', { digits: lastFour, count: LAST_FOUR_SCOPE })}
            </li>
          )}
          {!lastFour && links.length === 0 && (
            <li className="search-empty">{t('frame.search.none')}</li>
          )}
        </ul>
      )}
    </div>
  );
}

function targetWords(target: SearchTarget) {
  return { id: target.value, query: target.value, digits: target.value };
}

/** Instruments among the latest whose card ends in these digits, each as "Visa •••• 1111". */
function useLastFour(digits: string | undefined, unknownBrand: string) {
  const latest = useQuery({
    queryKey: queryKeys.instruments.lastFour,
    queryFn: () => call(api().instruments.list({ page: 1, page_size: LAST_FOUR_SCOPE })),
    enabled: digits !== undefined,
    staleTime: 30_000,
  });
  const matches = (digits ? (latest.data?.data ?? []) : [])
    .filter((instrument) => instrument.card?.last_four_digits === digits)
    .map((instrument) => ({
      href: hrefOf({ to: '/instruments/$id', params: { id: instrument.id } }),
      text: `${cardMask(
        {
          brand: instrument.card?.bin_data?.card_brand ?? null,
          last4: instrument.card?.last_four_digits ?? null,
        },
        unknownBrand,
      )} · ${instrument.id}`,
    }));
  return { matches, pending: latest.isFetching, done: latest.isSuccess && !latest.isFetching };
}
