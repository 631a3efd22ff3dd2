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
