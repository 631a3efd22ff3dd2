import { areaHref } from '../../app/router';
import { useUnresolved } from '../money/queries';

export function unknownOutcomesLabel(count: number): string {
  return `${count} ${count === 1 ? 'operation' : 'operations'} with unknown outcome`;
}

/**
 * For the header: a link to the unknown outcomes, shown only while there are some. It polls
 * (10 s) and every money operation invalidates the same query, so it follows within moments.
 */
export function UnknownOutcomesBadge() {
  const unresolved = useUnresolved();
  const count = unresolved.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <a
      className="unknown-badge"
      href={areaHref('operations')}
      aria-label={unknownOutcomesLabel(count)}
    >
      <span className="unknown-badge-count">{count}</span> unknown{' '}
      {count === 1 ? 'outcome' : 'outcomes'}
    </a>
  );
}
