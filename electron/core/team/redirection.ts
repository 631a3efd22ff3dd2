import type { TeamStoreDestination } from '../../../shared/schemas/confirmation';

/**
 * How much the console checks of the server it ships to. `require` is as strict as
 * `verify-full` here (connection.ts verifies the certificate and its host name for both);
 * `verify-ca` drops the host name check; no TLS is allowed only on this machine.
 */
function tlsStrength(mode: string): number {
  if (mode === 'require' || mode === 'verify-full') return 2;
  if (mode === 'verify-ca') return 1;
  return 0;
}

/** What the person is asked to confirm, when a new connection sends the trail somewhere new. */
export interface Redirection {
  operation: string;
  /** From the destination it shipped to until now; empty the first time. */
  changes: string[];
}

/**
 * Whether going from `before` (where the audit trail ships now, if anywhere) to `after` sends it
 * somewhere a person has not chosen: a first connection, another server, database or user, a
 * weaker TLS check or another CA. Undefined when it goes to the same place as safely (a new
 * password, another console name, stronger TLS): the person already chose that destination.
 */
export function redirectionOf(
  before: TeamStoreDestination | undefined,
  after: TeamStoreDestination,
): Redirection | undefined {
  if (!before) return { operation: 'Ship the audit trail to a team store', changes: [] };
  const moved = [
    before.host !== after.host && `Host ${before.host} → ${after.host}`,
    before.port !== after.port && `Port ${before.port} → ${after.port}`,
    before.database !== after.database && `Database ${before.database} → ${after.database}`,
    before.user !== after.user && `User ${before.user} → ${after.user}`,
  ].filter((change): change is string => typeof change === 'string');
  const weaker = [
    tlsStrength(after.tls) < tlsStrength(before.tls) && `TLS ${before.tls} → ${after.tls}`,
    // Another CA vouches for the server: one that trusts the wrong CA trusts the wrong server.
    before.ca !== after.ca && `CA ${before.ca ?? 'the system’s'} → ${after.ca ?? 'the system’s'}`,
  ].filter((change): change is string => typeof change === 'string');
  if (moved.length > 0) {
    return {
      operation: 'Ship the audit trail to another team store',
      changes: [...moved, ...weaker],
    };
  }
  if (weaker.length > 0) {
    return { operation: 'Check the team store’s server less strictly', changes: weaker };
  }
  return undefined;
}

/** What a team store receives, in the words the person reads before saying yes. */
export const SHIPPED =
  'every journal record of this console, redacted: time, operator, profile, operation, ids, amounts and outcomes (never a card number, CVV or secret)';
