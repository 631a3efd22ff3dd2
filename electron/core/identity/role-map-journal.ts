import type { JournalBegin } from '../../../shared/schemas/journal';
import { journalConsoleChange, type ConsoleChangeJournalDeps } from '../journal/console-change';
import type { RoleMapChange } from './role-map-store';

/**
 * An administrator's edit of the role map, in the journal beside money and back-office changes,
 * so Activity and its exports are the whole audit trail of who may move money: who, when, and
 * each changed row's roles before and after. Sent to no API, it has no URL and no answer; the
 * profile is the one active when it was made, whose production flag the edit was judged under.
 */
export async function journalRoleMapChange(
  who: ConsoleChangeJournalDeps,
  profile: JournalBegin['profile'],
  change: RoleMapChange,
): Promise<void> {
  // Activity reads it back through JournaledRoleMapChange (shared/schemas/role-map.ts).
  await journalConsoleChange(who, profile, {
    operation: 'roles:setMap',
    url: 'role-map',
    body: { changes: change.changes },
    at: change.at,
    operator: change.operator,
  });
}
