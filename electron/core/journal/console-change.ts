import type { ConsoleChangeName } from '../../../shared/operations/catalog';
import type { JournalBegin } from '../../../shared/schemas/journal';
import type { Operator } from '../../../shared/schemas/operator';
import { operatorLabel } from '../../../shared/operator-label';
import { appendFinish } from './append-finish';
import { beginHeader } from './begin-header';
import { finishRecord } from './finish-record';
import type { Journal } from './journal';

export interface ConsoleChangeJournalDeps {
  journal: Journal;
  appVersion: string;
}

/**
 * A change the console makes to itself (the role map, the sign-in provider), journaled as a
 * back-office change is, so Activity and its exports are the whole audit trail of who decides
 * who may move money. Sent to no API, it has no answer: begun and finished at once, by whoever
 * made it, on the profile active then. `url` only names what changed, for the inspector.
 */
export async function journalConsoleChange(
  who: ConsoleChangeJournalDeps,
  profile: JournalBegin['profile'],
  change: {
    operation: ConsoleChangeName;
    url: string;
    body: unknown;
    at: string;
    operator: Operator;
  },
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
    operation: change.operation,
    targets: {},
    request: { method: 'PUT', url: change.url, body: change.body },
    body_exact: false,
  };
  await who.journal.append(begin);
  await appendFinish(
    who.journal,
    [],
    finishRecord({ begin, at, outcome: 'succeeded', attempts: 0, latencyMs: 0 }),
  );
}
