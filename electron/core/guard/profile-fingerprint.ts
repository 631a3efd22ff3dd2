import { createHash } from 'node:crypto';
import type { Profile } from '../../../shared/schemas/profile';
import { canonicalJson } from '../pipeline/canonical-json';

/** Every field of a resolved profile that changes what is sent, or where, or how it is judged. */
export type SentProfile = Pick<
  Profile,
  | 'id'
  | 'name'
  | 'baseUrl'
  | 'tokenUrl'
  | 'clientId'
  | 'audience'
  | 'extraHeaders'
  | 'deadlineMs'
  | 'production'
  | 'idempotencyKey'
  | 'allowRawCards'
  | 'allowExtraFields'
>;

/**
 * One hash of the resolved profile a confirmation was asked on. A code bound to it opens nothing
 * once the profile sends anything else (a header added, another audience or client id): the
 * person confirmed a request, and a request is its input and everything the profile adds to it.
 * Hashed, since an extra header's value may be a credential.
 */
export function profileFingerprint(profile: SentProfile): string {
  const sent: Record<keyof SentProfile, unknown> = {
    id: profile.id,
    name: profile.name,
    baseUrl: profile.baseUrl,
    tokenUrl: profile.tokenUrl,
    clientId: profile.clientId,
    audience: profile.audience ?? null,
    extraHeaders: profile.extraHeaders ?? {},
    deadlineMs: profile.deadlineMs,
    production: profile.production,
    idempotencyKey: profile.idempotencyKey,
    allowRawCards: profile.allowRawCards,
    allowExtraFields: profile.allowExtraFields,
  };
  return createHash('sha256').update(canonicalJson(sent)).digest('base64url');
}
