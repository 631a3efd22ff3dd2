import type { JournalBegin } from '../../../shared/schemas/journal';
import type { Operator } from '../../../shared/schemas/operator';
import type { JournaledSignInProviderChange } from '../../../shared/schemas/sign-in';
import { operatorLabel } from '../../../shared/operator-label';
import { appendFinish } from '../journal/append-finish';
import { beginHeader } from '../journal/begin-header';
import { finishRecord } from '../journal/finish-record';
import type { Journal } from '../journal/journal';

export interface SignInJournalDeps {
  journal: Journal;
  appVersion: string;
}

/** One stored change of the sign-in provider: who, when, and what it now reads. */
export interface SignInProviderChange {
  at: string;
  operator: Operator;
  settings: JournaledSignInProviderChange;
}

/**
 * An administrator's change of the sign-in provider, in the journal beside the role map's, so
 * Activity and its exports are the whole audit trail of who decides who may move money: who,
 * when, the issuer, client id and roles claim stored, and whether the client secret changed.
 * The secret itself is never written here: only `secret_changed`. Sent to no API, it has no
 * URL and no answer; the profile is the one active when it was made.
 */
export async function journalSignInProviderChange(
  who: SignInJournalDeps,
  profile: JournalBegin['profile'],
  change: SignInProviderChange,
): Promise<void> {
  const at = new Date(change.at);
  const body: JournaledSignInProviderChange = {
    issuer: change.settings.issuer,
    client_id: change.settings.client_id,
    roles_claim: change.settings.roles_claim,
    secret_changed: change.settings.secret_changed,
  };
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
    operation: 'identity:setProvider',
    targets: {},
    request: {
      method: 'PUT',
      url: 'sign-in-provider',
      // Activity reads it back through JournaledSignInProviderChange (shared/schemas/sign-in.ts).
      body,
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
