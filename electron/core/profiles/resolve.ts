import type { DialectName } from '../../../shared/schemas/dialect';
import type { Profile, SecretState } from '../../../shared/schemas/profile';
import {
  DEFAULT_DEADLINE_MS,
  SIMULATOR_DEFAULT_MERCHANT_ID,
} from '../../../shared/schemas/profile';
import { SIMULATOR_ID, SIMULATOR_NAME, type ProfileRecord } from './profile-store';

export interface SimulatorCredentials {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export const defaultTokenUrl = (baseUrl: string) => `${baseUrl.replace(/\/+$/, '')}/oauth/token`;

/**
 * A saved record as the renderer may see it: defaults resolved (token URL, and raw cards /
 * extra fields allowed unless production), plus the secret's state. Built field by field, so
 * nothing else from the record, and never a secret, can ride along.
 */
export function presentProfile(
  record: ProfileRecord,
  secret: SecretState,
  revision: number,
): Profile {
  return {
    id: record.id,
    kind: 'remote',
    name: record.name,
    baseUrl: record.baseUrl,
    tokenUrl: record.tokenUrl ?? defaultTokenUrl(record.baseUrl),
    clientId: record.clientId,
    ...(record.audience === undefined ? {} : { audience: record.audience }),
    ...(record.extraHeaders === undefined ? {} : { extraHeaders: { ...record.extraHeaders } }),
    ...(record.defaultMerchantId === undefined
      ? {}
      : { defaultMerchantId: record.defaultMerchantId }),
    deadlineMs: record.deadlineMs,
    production: record.production,
    idempotencyKey: record.idempotencyKey,
    allowRawCards: record.allowRawCards ?? !record.production,
    allowExtraFields: record.allowExtraFields ?? !record.production,
    ...(record.approval === undefined ? {} : { approval: { ...record.approval } }),
    secret: { ...secret },
    revision,
  };
}

/**
 * The built-in profile: its credentials come from the running simulator, never from disk. The
 * simulator is ours: in its friendly dialect it applies a resend with the same key at most once,
 * so it says "honoured"; speaking like the reference it does not, as nothing public promises the
 * real API does, so the console must not resend on its own there either.
 */
export function simulatorProfile(
  simulator: SimulatorCredentials,
  dialect: DialectName = 'friendly',
  revision = 0,
): Profile {
  return {
    id: SIMULATOR_ID,
    kind: 'simulator',
    name: SIMULATOR_NAME,
    baseUrl: simulator.baseUrl,
    tokenUrl: defaultTokenUrl(simulator.baseUrl),
    clientId: simulator.clientId,
    defaultMerchantId: SIMULATOR_DEFAULT_MERCHANT_ID,
    deadlineMs: DEFAULT_DEADLINE_MS,
    production: false,
    idempotencyKey: dialect === 'reference' ? 'not_known' : 'honoured',
    allowRawCards: true,
    allowExtraFields: true,
    secret: { state: 'set' },
    simulatorDialect: dialect,
    revision,
  };
}

/**
 * Where a secret would be sent: the token URL's origin, and the API's origin (which receives the
 * tokens). When either changes, the saved secret is dropped: otherwise an edit (by a confused
 * user, or a compromised renderer) could send the secret or its tokens to another server.
 */
export function secretDestinations(profile: Pick<Profile, 'baseUrl' | 'tokenUrl'>): string {
  return `${new URL(profile.tokenUrl).origin} ${new URL(profile.baseUrl).origin}`;
}
