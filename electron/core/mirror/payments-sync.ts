import { pageRequest } from '../../../shared/operations/paged';
import { userPath } from '../../../shared/operations/user-path';
import { fail, ok, type Result } from '../../../shared/result';
import type { MirroredPayment, PaymentSearchInput } from '../../../shared/schemas/payment-search';
import { isPlainObject } from '../../../shared/schemas/normalize';
import type { ApiClient } from '../client/api-client';
import type { Session } from '../session';
import type { MirrorClient } from './mirror-client';
import type { SearchAnswer, SyncCursor } from './mirror-store';
import { InstrumentFacts } from './instrument-facts';
import { mirroredPaymentOf, type CardFacts } from './payment-row';

/*
 * The background sync of the payments mirror: pages the API's list newest first into the
 * active profile's mirror, then re-reads the recent payments on a schedule.
 *
 * Why it never delays a money operation: it sends one list request at a time through the
 * profile's own ApiClient (same token, deadline and 401 retry), which has no shared queue or
 * concurrency limit a read could hold; it writes nothing to the journal and never enters the
 * money pipeline; a page is written by the mirror's worker thread, so main only parses JSON of
 * at most `pageSize` payments between two requests. And it yields: while a money operation is
 * in flight, and for `moneyQuietMs` after the last one, no page is asked for (measured with the
 * embedded simulator, whose answers share main's event loop: an authorization's p50 went from
 * ~8 ms to ~25 ms under a sync that did not yield). A fault answer backs it off, so a
 * struggling API is not pressed harder by the mirror while money is sent.
 */

/** Where the sync stands, as the header and the finder show it. */
export type SyncState =
  | { kind: 'idle' }
  | { kind: 'syncing' }
  | { kind: 'caught_up' }
  | { kind: 'backing_off'; until: number }
  | { kind: 'error'; reason: SyncErrorReason };

/** A reason key; the page says it in its language. */
export type SyncErrorReason =
  'no_session' | 'mirror_in_use' | 'mirror_failed' | 'refused' | 'unreadable';

export interface SyncStatus {
  profileId: string | null;
  state: SyncState;
  /** Payments in the mirror now. */
  mirrored: number;
  /** What the API's list says it holds, when it says (the list convention itself does not). */
  apiTotal: number | null;
  /** When the mirror last held everything the API listed (epoch ms). */
  lastSyncedAt: number | null;
  /** Why the copy began again at this launch (a new run of the built-in simulator). */
  startedOver?: 'new_simulator_run';
  /** The copy went on at this launch: the built-in simulator was seeded as in the last one. */
  resumed?: 'same_simulator_seed';
}

/** What the sync needs of the profiles: the active session and a word when it changes. */
export interface SyncProfiles {
  active(): { id: string; baseUrl: string; kind?: 'simulator' | 'remote' };
  client(): Result<Session>;
  onChange(listener: (change: { kind: string; profileId: string }) => void): () => void;
}

/** Just what the sync asks of a mirror (MirrorClient answers it from its thread). */
export type SyncMirror = Pick<
  MirrorClient,
  | 'writePage'
  | 'cursor'
  | 'count'
  | 'search'
  | 'find'
  | 'learnUser'
  | 'knownUsers'
  | 'clear'
  | 'changedSince'
  | 'forget'
  | 'close'
>;

/**
 * The built-in simulator's data as main started it. `source` names its seed (the day and N):
 * the same seed serves the very same payments, whatever port this launch listens on. `run`
 * names this launch; `seededUntil` is a time no seeded payment was made or moved at or after.
 */
export interface BuiltInSeed {
  source: string;
  run: string;
  seededUntil: number;
}

export interface PaymentsSyncOptions {
  profiles: SyncProfiles;
  openMirror(profileId: string): Promise<Result<SyncMirror>>;
  /** Payments per list request (the API allows up to 100). */
  pageSize?: number;
  /** How often, once caught up, the recent payments are read again. */
  refreshEveryMs?: number;
  /** How far back a refresh reads: a payment this young may still change state. */
  recentMs?: number;
  /** The first wait after a 429/5xx without Retry-After; doubled at each one after it. */
  backoffFirstMs?: number;
  /** The longest wait, whatever Retry-After asks: a wrong header never stops the mirror. */
  backoffMaxMs?: number;
  /** How long after the last money operation the next page waits: one often follows another. */
  moneyQuietMs?: number;
  /** The wait after an answer that retrying soon cannot change (a 4xx, no secret). */
  errorRetryMs?: number;
  /** The built-in simulator's seed: a relaunch on the same one resumes its copy. */
  builtIn?: BuiltInSeed;
  now?: () => number;
}

interface Cursor extends SyncCursor {
  /** `backfill`: paging back to the oldest payment; `caught_up`: all of it is here. */
  phase: 'backfill' | 'caught_up';
  /** The next page to read in backfill, in pages of `pageSize`. */
  page: number;
  pageSize: number;
  /** The newest creation time the sync has seen: a refresh reads back at least to it. */
  newest: number | null;
  /** When the whole list was last in the mirror. */
  syncedAt: number | null;
  /** The API (base URL, or the built-in simulator's seed) these payments were listed by. */
  source: string;
  /** The built-in simulator's launch the copy last followed; null for any other API. */
  run: string | null;
  /** Payments to read again by id before the next page, comma-separated (ids have no comma). */
  reread: string;
}

const firstCursor = (pageSize: number, source: string, run: string | null): Cursor => ({
  phase: 'backfill',
  page: 1,
  pageSize,
  newest: null,
  syncedAt: null,
  source,
  run,
  reread: '',
});

const idsOf = (list: string): string[] => (list === '' ? [] : list.split(','));

/** A cursor read back from the file; a page size changed since then keeps its offset. */
function cursorOf(
  stored: SyncCursor | null,
  pageSize: number,
  source: string,
  run: string | null,
): Cursor {
  if (!stored) return firstCursor(pageSize, source, run);
  const page = Number(stored.page);
  const size = Number(stored.pageSize);
  if (!Number.isSafeInteger(page) || page < 1 || !Number.isSafeInteger(size) || size < 1) {
    return firstCursor(pageSize, source, run);
  }
  const number = (value: unknown) => (typeof value === 'number' ? value : null);
  return {
    phase: stored.phase === 'caught_up' ? 'caught_up' : 'backfill',
    // Rounded down: re-reading part of a page is harmless (an upsert), skipping one is not.
    page: Math.floor(((page - 1) * size) / pageSize) + 1,
    pageSize,
    newest: number(stored.newest),
    syncedAt: number(stored.syncedAt),
    source,
    // Kept as stored: a launch other than this one is what mirrorFor looks for.
    run: typeof stored.run === 'string' ? stored.run : null,
    reread: typeof stored.reread === 'string' ? stored.reread : '',
  };
}

/** Retry-After in seconds or as an HTTP date, in ms from now; null when absent or unreadable. */
export function retryAfterMs(header: string | undefined, now: number): number | null {
  if (header === undefined) return null;
  const text = header.trim();
  if (/^\d{1,9}$/.test(text)) return Number(text) * 1000;
  const at = Date.parse(text);
  return Number.isNaN(at) ? null : Math.max(0, at - now);
}

type Fetched =
  | { kind: 'page'; rows: MirroredPayment[]; full: boolean; total: number | null }
  | { kind: 'back_off'; retryAfter?: string }
  | { kind: 'error'; reason: SyncErrorReason };

/** A total, where an API names one; the list convention the console knows has none. */
function totalOf(body: Record<string, unknown>): number | null {
  for (const key of ['total', 'total_count', 'count']) {
    const value = body[key];
    if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return value;
  }
  return null;
}

/** Known users read again at each refresh, in turn: a user's cards change rarely. */
export const USERS_PER_REFRESH = 50;

/**
 * The instruments a user holds now, from the users' API answer (`{user, data: [instrument]}`);
 * one listed as INACTIVE (show_inactive) is no longer theirs. Null when the answer is not one.
 */
export function heldInstruments(body: unknown): string[] | null {
  if (!isPlainObject(body) || !Array.isArray(body.data)) return null;
  const held: string[] = [];
  for (const item of body.data as unknown[]) {
    if (!isPlainObject(item) || typeof item.id !== 'string') continue;
    const link = isPlainObject(item.user_instrument) ? item.user_instrument : {};
    if (link.status !== 'INACTIVE') held.push(item.id);
  }
  return held;
}

/** The card's facts a payment lacks, from its instrument; undefined when it has them. */
type CardLookup = (item: unknown) => Promise<CardFacts | undefined>;

async function fetchPage(
  api: ApiClient,
  page: number,
  pageSize: number,
  cardFor?: CardLookup,
): Promise<Fetched> {
  const request = pageRequest('/v1/payments', { page, page_size: pageSize });
  if (!request.ok) return { kind: 'error', reason: 'refused' };
  const outcome = await api.exchange({ ...request.value, what: 'Mirroring payments' });
  if (!outcome.ok) return { kind: 'error', reason: 'no_session' };
  const answer = outcome.value;
  if (answer.kind === 'timeout' || answer.kind === 'network') {
    return { kind: 'back_off' };
  }
  if (answer.status === 429 || answer.status >= 500) {
    const retryAfter = answer.headers['retry-after'];
    return { kind: 'back_off', ...(retryAfter === undefined ? {} : { retryAfter }) };
  }
  if (answer.kind === 'unreadable') return { kind: 'error', reason: 'unreadable' };
  if (answer.status < 200 || answer.status >= 300) return { kind: 'error', reason: 'refused' };
  const body = answer.body;
  if (!isPlainObject(body) || !Array.isArray(body.data)) {
    return { kind: 'error', reason: 'unreadable' };
  }
  // Read tolerantly: a payment the mirror cannot place (no id or time) is left out, not fatal.
  const rows: MirroredPayment[] = [];
  for (const item of body.data as unknown[]) {
    const row = mirroredPaymentOf(item, (await cardFor?.(item)) ?? {});
    if (row.ok) rows.push(row.value);
  }
  return { kind: 'page', rows, full: body.data.length >= pageSize, total: totalOf(body) };
}

/** One sync per console: it follows the active profile, one mirror file open at a time. */
export class PaymentsSync {
  private readonly pageSize: number;
  private readonly refreshEveryMs: number;
  private readonly recentMs: number;
  private readonly backoffFirstMs: number;
  private readonly backoffMaxMs: number;
  private readonly errorRetryMs: number;
  private readonly now: () => number;

  private mirror: {
    profileId: string;
    source: string;
    client: SyncMirror;
    cursor: Cursor;
  } | null = null;
  private current: SyncStatus = {
    profileId: null,
    state: { kind: 'idle' },
    mirrored: 0,
    apiTotal: null,
    lastSyncedAt: null,
  };
  private readonly listeners = new Set<(status: SyncStatus) => void>();
  /** Payments the console moved: read again before the next page (newest state first). */
  private readonly touched = new Set<string>();
  private failures = 0;
  private moneyInFlight = 0;
  private moneyEndedAt = -Infinity;
  private readonly moneyQuietMs: number;
  private closed = false;
  /** The active API's cards, read from their instruments when a payment lacks them. */
  private instruments = new InstrumentFacts();
  private wake: (() => void) | null = null;
  private nudged = false;
  /** The last known user read again; the next refresh goes on after it. */
  private usersAfter: string | null = null;
  private refreshDue = false;
  private loop: Promise<void> | null = null;
  private readonly unsubscribe: () => void;

  constructor(private readonly options: PaymentsSyncOptions) {
    this.pageSize = options.pageSize ?? 100;
    this.refreshEveryMs = options.refreshEveryMs ?? 60_000;
    this.recentMs = options.recentMs ?? 24 * 3_600_000;
    this.backoffFirstMs = options.backoffFirstMs ?? 1_000;
    this.backoffMaxMs = options.backoffMaxMs ?? 120_000;
    this.errorRetryMs = options.errorRetryMs ?? 300_000;
    this.now = options.now ?? Date.now;
    this.moneyQuietMs = options.moneyQuietMs ?? 500;
    this.unsubscribe = options.profiles.onChange((change) => {
      // Said at once: until the new profile's mirror is open, the old one's count, state and
      // "up to date" are not this profile's (they showed for ~2 s after a switch).
      if (change.kind === 'activated' && change.profileId !== this.current.profileId) {
        this.publish({
          profileId: change.profileId,
          state: { kind: 'idle' },
          mirrored: 0,
          apiTotal: null,
          lastSyncedAt: null,
        });
      }
      this.nudge();
    });
  }

  /**
   * Opens the active profile's mirror at once, so its status counts the payments already on
   * disk, and asks for its first page only after `firstPageAfterMs`.
   */
  start(firstPageAfterMs = 0): void {
    if (this.loop || this.closed) return;
    this.loop = this.run(performance.now() + firstPageAfterMs);
  }

  status(): SyncStatus {
    return this.current;
  }

  /**
   * A search of the profile's mirror, answered by its thread; null while that profile's mirror
   * is not the one open (another profile's, or none yet): rows of one profile never answer
   * a search made on another.
   */
  search(profileId: string, query: PaymentSearchInput): Promise<Result<SearchAnswer>> | null {
    const mirror = this.mirror;
    if (!mirror || mirror.profileId !== profileId || this.closed) return null;
    return mirror.client.find(query);
  }

  onStatus(listener: (status: SyncStatus) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Write-through of a payment the console just read: upserted at once into the active
   * profile's mirror, off the caller's path; a failure only leaves the sync to fetch it.
   */
  remember(profileId: string, body: unknown): void {
    this.rememberAll(profileId, [body]);
  }

  /** Write-through of payments read together (a status check's candidates): one commit. */
  rememberAll(profileId: string, bodies: readonly unknown[]): void {
    const mirror = this.mirror;
    if (!mirror || mirror.profileId !== profileId || this.closed) return;
    const rows = bodies
      .map((body) => mirroredPaymentOf(body))
      .flatMap((r) => (r.ok ? [r.value] : []));
    if (rows.length === 0) return;
    void mirror.client.writePage(rows, null).then((written) => {
      if (written.ok) void this.recount();
    });
  }

  /**
   * Write-through of a user the console read: their instruments' payments are theirs in the
   * mirror at once, and the user is read again at each refresh from then on.
   */
  learnUser(profileId: string, userId: string, view: unknown): void {
    const mirror = this.mirror;
    const held = heldInstruments(view);
    if (!mirror || mirror.profileId !== profileId || this.closed || !held) return;
    void mirror.client.learnUser(userId, held);
  }

  /**
   * A money operation whose outcome is unknown and whose payment no id names (an authorization
   * that got no answer): the newest payments are read now, not at the next scheduled refresh
   * (~1 min), so the store manager's search finds the payment it may have made.
   */
  refreshSoon(profileId: string): void {
    if (this.mirror?.profileId !== profileId || this.closed) return;
    this.refreshDue = true;
    this.nudge();
  }

  /** A payment the console moved: the sync reads it again before its next page. */
  touch(profileId: string, paymentId: string): void {
    if (this.mirror?.profileId !== profileId || this.closed) return;
    this.touched.add(paymentId);
    this.nudge();
  }

  /**
   * A money operation starts: no page is asked for until it ends and `moneyQuietMs` passed.
   * Returns its end; called by the handlers' wrapper (write-through.ts).
   */
  moneyStarted(): () => void {
    this.moneyInFlight++;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.moneyInFlight--;
      this.moneyEndedAt = performance.now();
    };
  }

  /** Waits while money moves; a page already on its way is the most a charge can meet. */
  private async moneyQuiet(): Promise<void> {
    for (;;) {
      if (this.closed) return;
      const quietFor = performance.now() - this.moneyEndedAt;
      if (this.moneyInFlight === 0 && quietFor >= this.moneyQuietMs) return;
      await new Promise((resolve) =>
        setTimeout(resolve, this.moneyInFlight ? 25 : this.moneyQuietMs - quietFor),
      );
    }
  }

  /** Stops after the request in flight (bounded by the profile's deadline) and closes the file. */
  async close(): Promise<void> {
    this.closed = true;
    this.unsubscribe();
    this.wake?.();
    await this.loop;
    await this.mirror?.client.close();
    this.mirror = null;
  }

  private publish(change: Partial<SyncStatus>): void {
    // After a switch, what the old mirror's page in flight says is not the new profile's.
    const about = this.mirror?.profileId ?? this.current.profileId;
    if (change.profileId === undefined && about !== this.current.profileId) return;
    const next = { ...this.current, ...change };
    // A listener hears a change, not each page's "still syncing".
    if (JSON.stringify(next) === JSON.stringify(this.current)) return;
    this.current = next;
    for (const listener of this.listeners) listener(this.current);
  }

  private async recount(): Promise<void> {
    const count = await this.mirror?.client.count();
    if (count?.ok) this.publish({ mirrored: count.value });
  }

  /** Waits `ms`, or less when the profile changes, a payment is touched or the sync closes. */
  /**
   * Ends the current wait, or the next one when none is under way: a profile switched while
   * the loop was busy opening a mirror was otherwise not heard until the error retry (5 min).
   */
  private nudge(): void {
    if (this.wake) this.wake();
    else this.nudged = true;
  }

  private sleep(ms: number): Promise<void> {
    if (this.closed || ms <= 0) return Promise.resolve();
    if (this.nudged) {
      this.nudged = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wake = () => {
        this.wake = null;
        done();
      };
    });
  }

  private async run(firstPageAt: number): Promise<void> {
    while (!this.closed) {
      // The mirror first, session or not: its rows on disk are the header's to count even
      // before the profile's secret is given (the browser host keeps it in memory only).
      const profile = this.options.profiles.active();
      const opened = await this.mirrorFor(profile.id, profile.baseUrl, profile.kind);
      if (!opened.ok) {
        const reason = opened.error.code === 'conflict' ? 'mirror_in_use' : 'mirror_failed';
        this.publish({ profileId: profile.id, state: { kind: 'error', reason } });
        await this.sleep(this.errorRetryMs);
        continue;
      }
      const session = this.options.profiles.client();
      // Switched while the mirror opened: the next turn opens the new profile's.
      if (this.options.profiles.active().id !== profile.id) continue;
      if (!session.ok || session.value.profile.id !== profile.id) {
        this.publish({ profileId: profile.id, state: { kind: 'error', reason: 'no_session' } });
        await this.sleep(this.errorRetryMs);
        continue;
      }
      if (this.current.state.kind === 'error' && this.current.state.reason === 'no_session') {
        // The secret is back (typed again after a restart: the browser host keeps it in memory
        // only). "Stopped" is no longer true, and a caught-up mirror missed what the API took
        // meanwhile: read the newest now, not at the next scheduled refresh (~50 s of "stopped").
        this.refreshDue = true;
        this.publish({
          state: { kind: opened.value.cursor.phase === 'caught_up' ? 'caught_up' : 'syncing' },
        });
      }
      const held = firstPageAt - performance.now();
      if (held > 0) {
        await this.sleep(held);
        continue;
      }
      await this.sleep(await this.step(session.value.api, opened.value));
    }
  }

  /**
   * The active profile's mirror, the previous one closed first: one file open at a time. A
   * profile pointed at another API (its base URL changed, or the built-in simulator seeded
   * for another day or with another count) starts its mirror afresh: the old rows are another
   * API's payments, and a search would offer them as this one's.
   */
  private async mirrorFor(
    profileId: string,
    baseUrl: string,
    kind?: 'simulator' | 'remote',
  ): Promise<Result<NonNullable<PaymentsSync['mirror']>>> {
    // The built-in simulator listens on a new port at each launch; its seed is what it serves.
    const builtIn = kind === 'simulator' ? this.options.builtIn : undefined;
    const source = builtIn?.source ?? baseUrl;
    if (this.mirror?.profileId === profileId && this.mirror.source === source) {
      return ok(this.mirror);
    }
    if (this.mirror) {
      const previous = this.mirror.client;
      this.mirror = null;
      this.touched.clear();
      this.usersAfter = null;
      this.instruments = new InstrumentFacts();
      await previous.close();
    }
    const opened = await this.options.openMirror(profileId);
    if (!opened.ok) return opened;
    const client = opened.value;
    const closed = async () => {
      await client.close();
      return fail('internal', 'The payments mirror could not be read');
    };
    let [stored, count] = await Promise.all([client.cursor(), client.count()]);
    // Rows without a cursor came by write-through alone, from an API not recorded: not kept.
    const elsewhere =
      stored.ok && (stored.value ? stored.value.source !== source : count.ok && count.value > 0);
    // The built-in simulator is in memory, seeded anew at each launch: one seeded for another
    // day (its times count from that day) or with another count serves other payments, so
    // starting over is the truth, said as a new run rather than looking like a loss.
    const startedOver =
      elsewhere && kind === 'simulator' && stored.ok && stored.value !== null
        ? ('new_simulator_run' as const)
        : undefined;
    if (elsewhere) {
      const cleared = await client.clear();
      [stored, count] = cleared.ok ? [ok(null), ok(0)] : [cleared, cleared];
    }
    if (!stored.ok || !count.ok) return closed();
    let cursor = cursorOf(stored.value, this.pageSize, source, builtIn?.run ?? null);
    let resumed: 'same_simulator_seed' | undefined;
    if (builtIn && stored.value && cursor.run !== builtIn.run) {
      const next = await this.forgetLastRun(client, cursor, builtIn);
      if (!next) return closed();
      cursor = next;
      count = await client.count();
      if (!count.ok) return closed();
      resumed = 'same_simulator_seed';
    }
    this.mirror = { profileId, source, client, cursor };
    this.failures = 0;
    this.publish({
      profileId,
      mirrored: count.value,
      apiTotal: null,
      lastSyncedAt: this.mirror.cursor.syncedAt,
      state: { kind: this.mirror.cursor.phase === 'caught_up' ? 'caught_up' : 'syncing' },
      startedOver,
      resumed,
    });
    return ok(this.mirror);
  }

  /**
   * A new launch of the built-in simulator on the seed the copy was made from: every seeded
   * payment is served again as seeded, and what the last launch did is gone from it (payments
   * made in it, seeded ones captured, refunded or cancelled in it). Those rows are deleted at
   * once, so a search never offers one the simulator no longer has or in a state it left, and
   * are read again by id (a seeded one comes back as seeded, another is not found). The
   * backfill steps back over the rows that were made in that launch: they sat above the seeded
   * list when its pages were counted, so the same page number now starts further down.
   */
  private async forgetLastRun(
    client: SyncMirror,
    cursor: Cursor,
    builtIn: BuiltInSeed,
  ): Promise<Cursor | null> {
    const changed = await client.changedSince(builtIn.seededUntil);
    if (!changed.ok) return null;
    const { ids, created } = changed.value;
    const reread = [...new Set([...idsOf(cursor.reread), ...ids])].join(',');
    const next: Cursor = {
      ...cursor,
      run: builtIn.run,
      reread,
      page: Math.max(1, cursor.page - Math.ceil(created / cursor.pageSize)),
    };
    const forgot = await client.forget(ids, next);
    return forgot.ok ? next : null;
  }

  /** Reads one payment of the last launch again: kept as the simulator now has it, or gone. */
  private async reread(
    api: ApiClient,
    mirror: NonNullable<PaymentsSync['mirror']>,
    id: string,
  ): Promise<number> {
    await this.moneyQuiet();
    if (this.closed) return 0;
    const read = await api.call({
      method: 'GET',
      path: `/v1/payments/${encodeURIComponent(id)}`,
      what: 'Mirroring a payment',
    });
    if (!read.ok && read.error.code !== 'not_found') {
      // Left in the list: read again after a wait, never assumed gone.
      this.failures++;
      return Math.min(this.backoffMaxMs, this.backoffFirstMs * 2 ** Math.min(this.failures, 16));
    }
    this.failures = 0;
    // With its card, as a page would have it: the row it replaces was deleted, not merged.
    const row = read.ok
      ? mirroredPaymentOf(read.value.body, (await this.cardFor(api, read.value.body)) ?? {})
      : null;
    const rest = idsOf(mirror.cursor.reread).filter((other) => other !== id);
    const next: Cursor = { ...mirror.cursor, reread: rest.join(',') };
    if (this.closed || this.mirror !== mirror) return 0;
    const written = await mirror.client.writePage(row?.ok ? [row.value] : [], next);
    if (!written.ok) {
      this.publish({ state: { kind: 'error', reason: 'mirror_failed' } });
      return this.errorRetryMs;
    }
    mirror.cursor = next;
    await this.recount();
    return 0;
  }

  /** One request and its write; answers how long to wait before the next. */
  private async step(api: ApiClient, mirror: NonNullable<PaymentsSync['mirror']>): Promise<number> {
    const again = idsOf(mirror.cursor.reread)[0];
    if (again !== undefined) return this.reread(api, mirror, again);
    const touched = [...this.touched][0];
    if (touched !== undefined) {
      this.touched.delete(touched);
      await this.moneyQuiet();
      const read = await api.call({
        method: 'GET',
        path: `/v1/payments/${encodeURIComponent(touched)}`,
        what: 'Mirroring a payment',
      });
      if (read.ok && !this.closed) this.remember(mirror.profileId, read.value.body);
      return 0;
    }
    const { cursor } = mirror;
    const due = cursor.phase === 'caught_up' ? (cursor.syncedAt ?? 0) + this.refreshEveryMs : 0;
    if (this.now() < due && !this.refreshDue) return due - this.now();
    this.refreshDue = false;
    return cursor.phase === 'backfill' ? this.backfill(api, mirror) : this.refresh(api, mirror);
  }

  private async backfill(
    api: ApiClient,
    mirror: NonNullable<PaymentsSync['mirror']>,
  ): Promise<number> {
    this.publish({ state: { kind: 'syncing' } });
    const { cursor } = mirror;
    const fetched = await this.fetch(api, cursor.page);
    if (fetched.kind !== 'page') return fetched.waitMs;
    const newest = Math.max(cursor.newest ?? 0, ...fetched.rows.map((r) => r.createdAt));
    const next: Cursor = fetched.full
      ? { ...cursor, page: cursor.page + 1, newest: newest || null }
      : { ...cursor, phase: 'caught_up', page: 1, newest: newest || null, syncedAt: this.now() };
    return this.write(mirror, fetched, next);
  }

  /**
   * Reads from the newest back past the recent window and past the newest payment seen
   * before: payments that arrived since, or whose state may still change.
   */
  private async refresh(
    api: ApiClient,
    mirror: NonNullable<PaymentsSync['mirror']>,
  ): Promise<number> {
    this.publish({ state: { kind: 'syncing' } });
    const { cursor } = mirror;
    const floor = Math.min(this.now() - this.recentMs, cursor.newest ?? -Infinity);
    let newest = cursor.newest ?? 0;
    for (let page = 1; !this.closed; page++) {
      const fetched = await this.fetch(api, page);
      if (fetched.kind !== 'page') return fetched.waitMs;
      newest = Math.max(newest, ...fetched.rows.map((r) => r.createdAt));
      const oldest = Math.min(...fetched.rows.map((r) => r.createdAt));
      const done = !fetched.full || oldest < floor;
      const next: Cursor = done
        ? { ...cursor, newest: newest || null, syncedAt: this.now() }
        : mirror.cursor;
      const wait = await this.write(mirror, fetched, next);
      if (wait > 0) return wait;
      if (done) {
        await this.refreshUsers(api, mirror);
        return 0;
      }
    }
    return 0;
  }

  /**
   * Reads the next USERS_PER_REFRESH known users again: a card added to or removed from a
   * user reaches the mirror within a few refreshes, and a user the API no longer has is
   * forgotten. The API has no list of users, so only users the console has read are known.
   */
  private async refreshUsers(
    api: ApiClient,
    mirror: NonNullable<PaymentsSync['mirror']>,
  ): Promise<void> {
    const known = await mirror.client.knownUsers(this.usersAfter, USERS_PER_REFRESH);
    if (!known.ok) return;
    this.usersAfter = known.value.length < USERS_PER_REFRESH ? null : known.value.at(-1)!;
    for (const userId of known.value) {
      await this.moneyQuiet();
      if (this.closed || this.mirror !== mirror) return;
      const read = await api.call({
        method: 'GET',
        path: userPath(userId),
        what: 'Mirroring a user',
      });
      const held = read.ok
        ? heldInstruments(read.value.body)
        : read.error.code === 'not_found'
          ? []
          : null;
      if (held) await mirror.client.learnUser(userId, held);
    }
  }

  private async fetch(
    api: ApiClient,
    page: number,
  ): Promise<Extract<Fetched, { kind: 'page' }> | { kind: 'wait'; waitMs: number }> {
    await this.moneyQuiet();
    if (this.closed) return { kind: 'wait', waitMs: 0 };
    const fetched = await fetchPage(api, page, this.pageSize, (item) => this.cardFor(api, item));
    if (fetched.kind === 'page') {
      this.failures = 0;
      return fetched;
    }
    if (fetched.kind === 'error') {
      this.publish({ state: { kind: 'error', reason: fetched.reason } });
      return { kind: 'wait', waitMs: this.errorRetryMs };
    }
    this.failures++;
    const asked = retryAfterMs(fetched.retryAfter, this.now());
    const doubled = this.backoffFirstMs * 2 ** Math.min(this.failures - 1, 16);
    const waitMs = Math.min(this.backoffMaxMs, Math.max(asked ?? doubled, this.backoffFirstMs));
    this.publish({ state: { kind: 'backing_off', until: this.now() + waitMs } });
    return { kind: 'wait', waitMs };
  }

  /**
   * A payment that names its instrument but not its card's last four (the API's payments, as
   * documented, carry only `{type, id}`): the card is read from the instrument, once per card.
   */
  private async cardFor(api: ApiClient, item: unknown): Promise<CardFacts | undefined> {
    if (!isPlainObject(item) || !isPlainObject(item.payment_instrument)) return undefined;
    const { id, last_four_digits: lastFour } = item.payment_instrument;
    if (typeof id !== 'string' || (typeof lastFour === 'string' && lastFour !== '')) {
      return undefined;
    }
    return (await this.instruments.of(api, id, () => this.moneyQuiet())) ?? undefined;
  }

  /** The page and the cursor after it in one transaction (MirrorStore.writePage). */
  private async write(
    mirror: NonNullable<PaymentsSync['mirror']>,
    fetched: Extract<Fetched, { kind: 'page' }>,
    next: Cursor,
  ): Promise<number> {
    // Closed or switched while the page was on its way: not written, so read again later.
    if (this.closed || this.mirror !== mirror) return 0;
    const written = await mirror.client.writePage(fetched.rows, next);
    if (!written.ok) {
      this.publish({ state: { kind: 'error', reason: 'mirror_failed' } });
      return this.errorRetryMs;
    }
    mirror.cursor = next;
    // Exact after every page: the mirror's thread keeps the count as it writes (MirrorStore).
    const count = await mirror.client.count();
    const mirrored = count.ok ? count.value : this.current.mirrored + fetched.rows.length;
    const caughtUp = next.phase === 'caught_up' && next.syncedAt;
    this.publish({
      mirrored,
      ...(fetched.total !== null ? { apiTotal: fetched.total } : {}),
      lastSyncedAt: next.syncedAt,
      state: { kind: caughtUp ? 'caught_up' : 'syncing' },
      // The new run's copy is whole: kept, every later refresh (one after an unknown outcome
      // waits on the money in flight) said "New run" and "copying again" while it lasted.
      ...(caughtUp ? { startedOver: undefined, resumed: undefined } : {}),
    });
    return 0;
  }
}
