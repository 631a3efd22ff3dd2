import type { Language } from '../../../shared/schemas/app';
import type { TeamStoreDestination } from '../../../shared/schemas/confirmation';
import { wordsFor, type TeamStoreChange } from '../words/main-words';

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
 * Worded in `language`, the one the person who confirms reads.
 */
export function redirectionOf(
  before: TeamStoreDestination | undefined,
  after: TeamStoreDestination,
  language: Language,
): Redirection | undefined {
  const words = wordsFor(language).teamStore;
  if (!before) return { operation: words.operation.first, changes: [] };
  const differs = (field: 'host' | 'port' | 'database' | 'user'): TeamStoreChange | false =>
    before[field] !== after[field] && {
      field,
      from: String(before[field]),
      to: String(after[field]),
    };
  const moved = [differs('host'), differs('port'), differs('database'), differs('user')];
  const weaker = [
    tlsStrength(after.tls) < tlsStrength(before.tls) && {
      field: 'tls' as const,
      from: before.tls,
      to: after.tls,
    },
    // Another CA vouches for the server: one that trusts the wrong CA trusts the wrong server.
    before.ca !== after.ca && {
      field: 'ca' as const,
      ...(before.ca ? { from: before.ca } : {}),
      ...(after.ca ? { to: after.ca } : {}),
    },
  ];
  const said = (changes: Array<TeamStoreChange | false>) =>
    changes
      .filter((change): change is TeamStoreChange => change !== false)
      .map((change) => words.change(change));
  const [movedSaid, weakerSaid] = [said(moved), said(weaker)];
  if (movedSaid.length > 0) {
    return { operation: words.operation.moved, changes: [...movedSaid, ...weakerSaid] };
  }
  if (weakerSaid.length > 0) {
    return { operation: words.operation.weaker, changes: weakerSaid };
  }
  return undefined;
}
