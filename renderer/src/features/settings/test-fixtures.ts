/* Test support (not imported by the app): profiles as main presents them. */
import type { Profile } from '../../../../shared/schemas/profile';

export const simulator: Profile = {
  id: 'simulator',
  kind: 'simulator',
  name: 'Simulator',
  baseUrl: 'http://127.0.0.1:4010',
  tokenUrl: 'http://127.0.0.1:4010/oauth/token',
  clientId: 'sim',
  deadlineMs: 15000,
  production: false,
  idempotencyKey: 'honoured',
  allowRawCards: true,
  allowExtraFields: true,
  secret: { state: 'set' },
  revision: 0,
};

export function remote(id: string, extra: Partial<Profile> = {}): Profile {
  return {
    id,
    kind: 'remote',
    name: 'Staging',
    baseUrl: 'https://sandbox.example.com',
    tokenUrl: 'https://sandbox.example.com/oauth/token',
    clientId: 'client-1',
    deadlineMs: 15000,
    production: false,
    idempotencyKey: 'not_known',
    allowRawCards: true,
    allowExtraFields: true,
    secret: { state: 'not_set' },
    revision: 0,
    ...extra,
  };
}
