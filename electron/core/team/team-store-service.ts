import type { ActivityFilter } from '../../../shared/schemas/activity';
import type { JournalEntry } from '../../../shared/schemas/journal';
import type { StoreWords } from '../../../shared/schemas/team';
import type { StoreErrorWords } from './connection';
import type { StoreQuery } from '../approvals/approval-store';

/**
 * The team store as the rest of main sees it: a PostgreSQL database many consoles ship their
 * redacted journals to (the local journal stays the source of truth and is the outbox), and
 * supervisors read the whole team's activity from. One implementation runs against `pg`; tests
 * of the handlers and screens may use a double that keeps this contract.
 */
export interface TeamStoreService {
  /** What the header and Settings show; cheap, never touches the network. */
  status(): TeamStoreStatus;
  /** Sets (or replaces) the connection; the password is sealed like a client secret. */
  configure(settings: TeamStoreSettingsInput): Promise<TeamStoreStatus>;
  /** Stops shipping and forgets the connection and its sealed password; the cursor is kept. */
  forget(): Promise<void>;
  /** Wakes the shipper at once (after a journal append); never waits for the network. */
  nudge(): void;
  /** The whole team's operations, newest first, with the same filters as local Activity. */
  query(filter: TeamFilter, page: { before?: number; limit: number }): Promise<TeamPage>;
  /** One operation of one console, for the inspector, cURL and replay-as-new. */
  get(consoleId: string, operationId: string): Promise<TeamEntry | undefined>;
  /**
   * Statements on the store for four-eyes approvals (approvals/approval-store.ts), with this
   * console's login; absent or undefined: no store is set up, approvals are off.
   */
  approvalQuery?(): StoreQuery | undefined;
  /** Why this connection's login may not use approvals, once the store refused it; else none. */
  approvalsRefused?(): StoreErrorWords | undefined;
  close(): Promise<void>;
}

export interface TeamStoreSettingsInput {
  /** postgres://user@host:port/db?…; a password inside it is taken out and sealed. */
  url: string;
  password?: string;
  /** How this console (store) is named in Team Activity; defaults to the host name. */
  consoleName?: string;
}

export type TeamFilter = ActivityFilter & { operator?: string; console?: string };

export interface TeamEntry {
  /** `login`: the role the store itself recorded as storing the begin (see activity.ts). */
  console: { id: string; name: string; login?: string };
  entry: JournalEntry;
}

export interface TeamPage {
  entries: TeamEntry[];
  total: number;
  /** The total was counted only this far: there are more. */
  totalAtLeast?: boolean;
  /** Stored operations this console cannot read (a newer console's shape): not in `total`. */
  unreadable?: number;
  /** Pass back as `before` for the next (older) page. */
  next?: number;
}

/** What the role the console connects with may do, against exactly what it needs. */
export type GrantFit =
  /** Exactly what its job needs. */
  | 'exact'
  /** More than it needs (UPDATE, DELETE, TRUNCATE…): the trail could be altered with it. */
  | 'more'
  /** Less than it needs: it cannot ship (no INSERT) or cannot read (no SELECT). */
  | 'less'
  | 'unknown';

export interface TeamStoreStatus {
  configured: boolean;
  /** Where the configuration came from: Settings, or the host's flag or environment. */
  source?: 'settings' | 'flag' | 'environment';
  /** The URL with any password removed, for people. */
  url?: string;
  consoleId: string;
  consoleName: string;
  state: 'off' | 'connecting' | 'shipping' | 'caught_up' | 'backing_off' | 'refused';
  /** Journal records not yet stored in the team store. */
  behind: number;
  lastShippedAt?: string;
  /** When the shipper tries again after a failure. */
  retryAt?: string;
  lastError?: StoreErrorWords;
  /** Whether this console may ship (INSERT) and read the team's activity (SELECT). */
  canShip: boolean;
  canReadTeam: boolean;
  grants: GrantFit;
  /** In words, when `grants` is not exact: what was granted and what that means. */
  grantsNote?: string;
  grantsWhy?: StoreWords;
  schemaVersion?: number;
  /** Records the store refused (a value it cannot hold, too large): kept locally, not shipped. */
  setAside?: {
    count: number;
    last: { operationId: string; seq: number; reason: string; why?: StoreWords; at: string };
  };
  /** The last batch the store took fewer of than were sent: a resend, or another writer. */
  unstored?: { sent: number; stored: number; at: string };
  /** The login may not use approval requests: approvals are off until a new connection. */
  approvalsWhy?: StoreErrorWords;
}
