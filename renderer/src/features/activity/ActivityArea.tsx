import { validId } from '../../app/router';
import { NotFound } from '../../ui/NotFound';
import { ActivityInspector } from './ActivityInspector';
import { ActivityPage } from './ActivityPage';
import { filterFromQuery } from './filter-url';

/** `#/activity[?filter]` lists the journal; `#/activity/<operation_id>` inspects one operation. */
export function ActivityArea({ rest }: { rest: string[] }) {
  const [first, ...more] = rest;
  if (first === undefined || (first.startsWith('?') && more.length === 0)) {
    // Keyed by the query: a link to another filter starts the form afresh from the address.
    return <ActivityPage key={first ?? ''} filter={filterFromQuery(first)} />;
  }
  const id = validId(first);
  if (id && more.length === 0) return <ActivityInspector key={id} operationId={id} />;
  return <NotFound area="activity" path={`/activity/${rest.join('/')}`} />;
}
