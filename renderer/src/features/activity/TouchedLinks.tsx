import type { ActivityDetail } from '../../../../shared/schemas/activity';
import { hrefOf } from '../../app/router';
import { readId } from '../../lib/ids';
import { useTranslation } from 'react-i18next';
import { activityHref } from './filter-url';

/**
 * Where to look next: the screens of every id the operation touched. A team row's ids belong to
 * the API its console talks to, which may not be this console's, so they lead to the team's
 * activity for that id instead.
 */
export function TouchedLinks({
  links,
  team = false,
}: {
  links: ActivityDetail['links'];
  team?: boolean;
}) {
  const { t } = useTranslation();
  if (team) return <TeamLinks links={links} />;
  // Ids came from the API's answer; only ones the router would accept become links.
  const payment = readId(links.payment_id);
  const transaction = readId(links.transaction_id);
  const created = readId(links.created_transaction_id);
  const instrument = readId(links.instrument_id);
  const user = readId(links.user_id);
  const items = [
    payment && {
      href: hrefOf({ to: '/payments/$id', params: { id: payment } }),
      text: t('activity.links.payment', { id: payment }),
    },
    transaction && {
      href: activityHref({ search: transaction }),
      text: t('activity.links.transaction', { id: transaction }),
    },
    created && {
      href: activityHref({ search: created }),
      text: t('activity.links.created', { id: created }),
    },
    instrument && {
      href: hrefOf({ to: '/instruments/$id', params: { id: instrument } }),
      text: t('activity.links.instrument', { id: instrument }),
    },
    user && {
      href: hrefOf({ to: '/users/$id', params: { id: user } }),
      text: t('activity.links.user', { id: user }),
    },
  ].filter((item): item is { href: string; text: string } => Boolean(item));
  return (
    <section aria-labelledby="activity-links-title">
      <h2 id="activity-links-title">{t('activity.links.title')}</h2>
      {items.length === 0 ? (
        <p className="empty">{t('activity.links.none')}</p>
      ) : (
        <ul className="activity-links">
          {items.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.text}</a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function TeamLinks({ links }: { links: ActivityDetail['links'] }) {
  const { t } = useTranslation();
  const ids = [
    links.payment_id,
    links.transaction_id,
    links.created_transaction_id,
    links.instrument_id,
    links.user_id,
  ]
    .map(readId)
    .filter((id): id is string => id !== undefined);
  return (
    <section aria-labelledby="activity-links-title">
      <h2 id="activity-links-title">{t('activity.links.title')}</h2>
      {ids.length === 0 ? (
        <p className="empty">{t('activity.links.none')}</p>
      ) : (
        <ul className="activity-links">
          {ids.map((id) => (
            <li key={id}>
              <a href={activityHref({ search: id }, 'team')}>
                {t('team.activity.linkFor', { id })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
