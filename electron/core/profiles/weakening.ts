import type { Profile } from '../../../shared/schemas/profile';
import type { Weakening } from '../words/main-words';

type Guarded = Pick<
  Profile,
  'production' | 'allowRawCards' | 'allowExtraFields' | 'baseUrl' | 'tokenUrl' | 'idempotencyKey'
>;

/**
 * What an edit takes away from a production profile's protection, each worded in the person's
 * language before they say yes. Empty when the profile was not production or keeps every protection.
 * Both sides are resolved profiles, so a default that flips with production counts too.
 */
export function weakeningsOf(before: Guarded, after: Guarded): Weakening[] {
  if (!before.production) return [];
  const changes: Array<Weakening | false> = [
    !after.production && { kind: 'production_off' },
    !before.allowRawCards && after.allowRawCards && { kind: 'raw_cards' },
    !before.allowExtraFields && after.allowExtraFields && { kind: 'extra_fields' },
    before.baseUrl !== after.baseUrl && { kind: 'base_url', to: after.baseUrl },
    before.tokenUrl !== after.tokenUrl && { kind: 'token_url', to: after.tokenUrl },
    // Claiming the API dedupes lets the console resend on its own: a wrong claim charges twice.
    before.idempotencyKey !== 'honoured' &&
      after.idempotencyKey === 'honoured' && { kind: 'idempotency_honoured' },
  ];
  return changes.filter((change): change is Weakening => change !== false);
}

type Sent = Pick<
  Profile,
  'production' | 'name' | 'clientId' | 'audience' | 'extraHeaders' | 'deadlineMs'
>;

/**
 * The rest of what an edit changes in what a production profile sends (its name, which the
 * person confirms by, its headers, audience, client id and deadline): none lowers a protection,
 * yet each changes the requests the person confirms, so each needs them too. Empty off
 * production.
 */
export function sentChangesOf(before: Sent, after: Sent): Weakening[] {
  if (!before.production) return [];
  const headers = changedHeaders(before.extraHeaders ?? {}, after.extraHeaders ?? {});
  const changes: Array<Weakening | false> = [
    before.name !== after.name && { kind: 'name', to: after.name },
    before.clientId !== after.clientId && { kind: 'client_id', to: after.clientId },
    before.audience !== after.audience && { kind: 'audience', to: after.audience },
    before.deadlineMs !== after.deadlineMs && { kind: 'deadline', to: after.deadlineMs },
    headers.length > 0 && { kind: 'extra_headers', names: headers },
  ];
  return changes.filter((change): change is Weakening => change !== false);
}

/** Headers added, removed or given another value, by name. */
function changedHeaders(before: Record<string, string>, after: Record<string, string>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
