import type { Profile } from '../../../shared/schemas/profile';

type Guarded = Pick<
  Profile,
  'production' | 'allowRawCards' | 'allowExtraFields' | 'baseUrl' | 'tokenUrl' | 'idempotencyKey'
>;

/**
 * What an edit takes away from a production profile's protection, in words a person checks
 * before saying yes. Empty when the profile was not production or keeps every protection.
 * Both sides are resolved profiles, so a default that flips with production counts too.
 */
export function weakeningsOf(before: Guarded, after: Guarded): string[] {
  if (!before.production) return [];
  return [
    !after.production && 'Production off',
    !before.allowRawCards && after.allowRawCards && 'Allow raw card numbers',
    !before.allowExtraFields && after.allowExtraFields && 'Allow additional JSON fields',
    before.baseUrl !== after.baseUrl && `Base URL → ${after.baseUrl}`,
    before.tokenUrl !== after.tokenUrl && `Token URL → ${after.tokenUrl}`,
    // Claiming the API dedupes lets the console resend on its own: a wrong claim charges twice.
    before.idempotencyKey !== 'honoured' &&
      after.idempotencyKey === 'honoured' &&
      'Idempotency-Key honoured (resends on its own)',
  ].filter((change): change is string => typeof change === 'string');
}
