import type { JournalBegin } from '../../../shared/schemas/journal';
import type { Operator } from '../../../shared/schemas/operator';
import type { JournaledSignInProviderChange } from '../../../shared/schemas/sign-in';
import { journalConsoleChange, type ConsoleChangeJournalDeps } from '../journal/console-change';

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
  who: ConsoleChangeJournalDeps,
  profile: JournalBegin['profile'],
  change: SignInProviderChange,
): Promise<void> {
  const body: JournaledSignInProviderChange = {
    issuer: change.settings.issuer,
    client_id: change.settings.client_id,
    roles_claim: change.settings.roles_claim,
    secret_changed: change.settings.secret_changed,
  };
  // Activity reads it back through JournaledSignInProviderChange (shared/schemas/sign-in.ts).
  await journalConsoleChange(who, profile, {
    operation: 'identity:setProvider',
    url: 'sign-in-provider',
    body,
    at: change.at,
    operator: change.operator,
  });
}
