import { validId } from '../../app/router';
import { NotFound } from '../../ui/NotFound';
import { ActivityInspector } from './ActivityInspector';
import { ActivityPage } from './ActivityPage';
import { filterFromQuery, refOf, scopeFromQuery } from './filter-url';

/**
 * `#/activity[?filter]` lists the journal (`?scope=team` the team store's); `#/activity/<id>`
 * inspects one operation, and `#/activity/team/<console id>/<id>` one of a console of the team.
 */
export function ActivityArea({ rest }: { rest: string[] }) {
  const [first, ...more] = rest;
  if (first === undefined || (first.startsWith('?') && more.length === 0)) {
    // Keyed by the query: a link to another filter starts the form afresh from the address.
    return (
      <ActivityPage
        key={first ?? ''}
        scope={scopeFromQuery(first)}
        filter={filterFromQuery(first)}
      />
    );
  }
  if (first === 'team' && more.length === 2) {
    const [consoleId, operationId] = more.map(validId);
    if (consoleId && operationId) {
      const ref = refOf(operationId, consoleId);
      return <ActivityInspector key={`${consoleId}/${operationId}`} activityRef={ref} />;
    }
  }
  const id = validId(first);
  if (id && more.length === 0) return <ActivityInspector key={id} activityRef={refOf(id)} />;
  return <NotFound area="activity" path={`/activity/${rest.join('/')}`} />;
}
