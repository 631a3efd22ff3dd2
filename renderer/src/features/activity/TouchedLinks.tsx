import type { ActivityDetail } from '../../../../shared/schemas/activity';
import { areaHref, validId } from '../../app/router';
import { activityHref } from './filter-url';

/** Where to look next: the screens of every id the operation touched. */
export function TouchedLinks({ links }: { links: ActivityDetail['links'] }) {
  // Ids came from the API's answer; only ones the router would accept become links.
  const payment = validId(links.payment_id);
  const transaction = validId(links.transaction_id);
  const instrument = validId(links.instrument_id);
  const user = validId(links.user_id);
  const items = [
    payment && { href: areaHref('payments', payment), text: `Payment ${payment}` },
    transaction && {
      href: activityHref({ search: transaction }),
      text: `Activity for transaction ${transaction}`,
    },
    instrument && { href: areaHref('instruments', instrument), text: `Instrument ${instrument}` },
    user && { href: areaHref('users', user), text: `User ${user}` },
  ].filter((item): item is { href: string; text: string } => Boolean(item));
  return (
    <section aria-labelledby="activity-links-title">
      <h2 id="activity-links-title">What it touched</h2>
      {items.length === 0 ? (
        <p className="empty">No payment, transaction, instrument or user id was recorded.</p>
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
