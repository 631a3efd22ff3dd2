import type { JournalBegin } from '../../../shared/schemas/journal';
import { operatorLabel } from '../../../shared/operator-label';
import { appendFinish } from '../journal/append-finish';
import { beginHeader } from '../journal/begin-header';
import { finishRecord } from '../journal/finish-record';
import type { Journal } from '../journal/journal';
import type { RoleMapChange } from './role-map-store';

export interface RoleMapJournalDeps {
  journal: Journal;
  appVersion: string;
}

/**
 * An administrator's edit of the role map, in the journal beside money and back-office changes,
 * so Activity and its exports are the whole audit trail of who may move money: who, when, and
 * each changed row's roles before and after. Sent to no API, it has no URL and no answer; the
 * profile is the one active when it was made, whose production flag the edit was judged under.
 */
export async function journalRoleMapChange(
  who: RoleMapJournalDeps,
  profile: JournalBegin['profile'],
  change: RoleMapChange,
): Promise<void> {
  const at = new Date(change.at);
  const begin: JournalBegin = {
    ...beginHeader(
      {
        operator: operatorLabel(change.operator),
        operatorIdentity: change.operator,
        appVersion: who.appVersion,
      },
      at,
    ),
    profile,
    operation: 'roles:setMap',
    targets: {},
    request: {
      method: 'PUT',
      url: 'role-map',
      // Activity reads it back through JournaledRoleMapChange (shared/schemas/role-map.ts).
      body: { changes: change.changes },
    },
    body_exact: false,
  };
  await who.journal.append(begin);
  await appendFinish(
    who.journal,
    [],
    finishRecord({ begin, at, outcome: 'succeeded', attempts: 0, latencyMs: 0 }),
  );
}
