import { hostname } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';
import type { StoreQuery } from '../approvals/approval-store';
import { logError } from '../log';
import type { SecretCipher } from '../secrets/cipher';
import { SealedSecretStore } from '../secrets/sealed-store';
import {
  describeStoreError,
  storeError,
  type StoreErrorWords,
  parseStoreUrl,
  TeamStoreError,
  type ParsedStoreUrl,
} from './connection';
import { ShipCursor } from './cursor';
import { behindWords, SCHEMA_VERSION } from './migrations';
import { Shipper, type ShipperOptions } from './shipper';
import { getTeamEntry, queryTeam, teamReaderPool } from './team-query';
import { TeamSettingsFile, type TeamSettings } from './team-settings';
import type {
  TeamEntry,
  TeamFilter,
  TeamPage,
  TeamStoreService,
  TeamStoreSettingsInput,
  TeamStoreStatus,
} from './team-store-service';

export interface TeamStoreOptions {
  dataDir: string;
  journalDir: string;
  cipher: SecretCipher;
  /** The browser host's `--team-store` or `PAYMENTS_CONSOLE_TEAM_STORE`: wins over Settings for this run. */
  override?: { url: string; source: 'flag' | 'environment'; password?: string };
  /** Timings of the shipper (tests shorten them). */
  shipper?: Pick<ShipperOptions, 'initialDelayMs' | 'maxDelayMs' | 'idlePollMs' | 'batchSize'>;
  onChange?: () => void;
}

/** The sealed store's key for the password (its own file: profiles' secrets are apart). */
const PASSWORD_KEY = 'team-store';

interface Active {
  source: NonNullable<TeamStoreStatus['source']>;
  parsed: ParsedStoreUrl;
  shipper: Shipper;
  pool: pg.Pool;
  /**
   * Why this login may not use approval requests, once PostgreSQL said so: asked once per
   * connection, not on every pass of the poller (a new connection may have the grants).
   */
  approvalsRefused?: StoreErrorWords;
}

/**
 * The team store on PostgreSQL: ships this console's journal and reads the team's activity.
 * Settings live in `team-store.json` (URL without password, console id and name); the password
 * is sealed by the OS keyring like a client secret, or held for this run where there is none.
 */
export class PgTeamStore implements TeamStoreService {
  private readonly settingsFile: TeamSettingsFile;
  private settings: TeamSettings;
  private saved: boolean;
  private readonly secrets: SealedSecretStore;
  private readonly cursor: ShipCursor;
  private active: Active | undefined;
  private refusal: StoreErrorWords | undefined;

  constructor(private readonly options: TeamStoreOptions) {
    this.settingsFile = new TeamSettingsFile(options.dataDir);
    ({ settings: this.settings, saved: this.saved } = this.settingsFile.read());
    // Every file saved now holds a name (see save). One without was saved before the default
    // name had a suffix, by a console that shipped as its bare host name: it keeps that name,
    // so its rows in the store stay under one console name.
    if (this.saved && this.settings.console_name === undefined) {
      this.save({ ...this.settings, console_name: safeHostName() });
    }
    this.secrets = new SealedSecretStore(join(options.dataDir, 'team-store'), options.cipher);
    this.cursor = new ShipCursor(options.journalDir);
  }

  /** Connects from the override, else from Settings; a bad URL is a status, never a crash. */
  start(): void {
    const saved = this.settings;
    try {
      if (this.options.override) {
        const parsed = parseStoreUrl(this.options.override.url);
        this.connect(
          this.options.override.source,
          parsed,
          this.options.override.password ?? parsed.password,
        );
      } else if (saved.url) {
        const parsed = parseStoreUrl(saved.url);
        const password = this.secrets.reveal(PASSWORD_KEY);
        if (!password.ok && this.secrets.state(PASSWORD_KEY).state === 'needs_reentry') {
          // Said as the store's password, not a profile's client secret; the keyring's own
          // account stays out of the page, as it does for client secrets.
          this.refusal = storeError('unauthorized', 'store_password_lost');
          return;
        }
        this.connect('settings', parsed, password.ok ? password.value : undefined);
      }
    } catch (error) {
      this.refusal = describeStoreError(error);
    }
  }

  status(): TeamStoreStatus {
    const saved = this.settings;
    const base = {
      consoleId: saved.console_id,
      consoleName: this.consoleName(),
    };
    const active = this.active;
    if (!active) {
      const configured = Boolean(this.options.override || saved.url);
      return {
        ...base,
        configured,
        ...(configured
          ? { source: this.options.override?.source ?? 'settings', url: saved.url }
          : {}),
        state: configured && this.refusal ? 'refused' : 'off',
        behind: 0,
        canShip: false,
        canReadTeam: false,
        grants: 'unknown',
        ...(this.refusal ? { lastError: this.refusal } : {}),
      };
    }
    const s = active.shipper.state;
    return {
      ...base,
      configured: true,
      source: active.source,
      url: active.parsed.display,
      state: s.state,
      behind: s.behind,
      ...(s.lastShippedAt ? { lastShippedAt: s.lastShippedAt } : {}),
      ...(s.retryAt && (s.state === 'backing_off' || s.state === 'refused')
        ? { retryAt: s.retryAt }
        : {}),
      ...(s.lastError && s.state !== 'caught_up' ? { lastError: s.lastError } : {}),
      canShip: s.grants?.canShip ?? false,
      canReadTeam: s.grants?.canReadTeam ?? false,
      grants: s.grants?.grants ?? 'unknown',
      ...(s.grants?.grantsNote ? { grantsNote: s.grants.grantsNote } : {}),
      ...(s.grants?.grantsWhy ? { grantsWhy: s.grants.grantsWhy } : {}),
      ...(s.schemaVersion !== undefined ? { schemaVersion: s.schemaVersion } : {}),
      ...(s.setAside ? { setAside: s.setAside } : {}),
      ...(s.unstored ? { unstored: s.unstored } : {}),
      ...(active.approvalsRefused ? { approvalsWhy: active.approvalsRefused } : {}),
    };
  }

  async configure(input: TeamStoreSettingsInput): Promise<TeamStoreStatus> {
    const parsed = parseStoreUrl(input.url);
    const password = input.password || parsed.password;
    const saved = this.settings;
    await this.disconnect();
    this.save({
      ...saved,
      url: parsed.display,
      ...(input.consoleName?.trim() ? { console_name: input.consoleName.trim() } : {}),
    });
    if (password) this.secrets.set(PASSWORD_KEY, password);
    else if (saved.url !== parsed.display) this.secrets.clear(PASSWORD_KEY);
    // A person chose this store in Settings: it replaces the host's flag for the rest of the run.
    this.options.override = undefined;
    this.refusal = undefined;
    const sealed = this.secrets.reveal(PASSWORD_KEY);
    this.connect('settings', parsed, sealed.ok ? sealed.value : undefined);
    return this.status();
  }

  async forget(): Promise<void> {
    await this.disconnect();
    const { url: _url, ...rest } = this.settings;
    this.save(rest);
    this.secrets.clear(PASSWORD_KEY);
    this.options.override = undefined;
    this.refusal = undefined;
    this.options.onChange?.();
  }

  nudge(): void {
    this.active?.shipper.nudge();
  }

  async query(filter: TeamFilter, page: { before?: number; limit: number }): Promise<TeamPage> {
    return this.reading((pool) => queryTeam(pool, filter, page));
  }

  async get(consoleId: string, operationId: string): Promise<TeamEntry | undefined> {
    return this.reading((pool) => getTeamEntry(pool, consoleId, operationId));
  }

  /**
   * Not through `reading`: a writer's login that cannot read the team's activity still asks
   * for and reads approvals (roles.sql grants it those alone).
   */
  approvalQuery(): StoreQuery | undefined {
    if (!this.active) return undefined;
    return async (text, params) => {
      const active = this.active;
      if (!active) throw TeamStoreError.of(storeError('not_found', 'no_team_store_set_up'));
      if (active.approvalsRefused) throw TeamStoreError.of(active.approvalsRefused);
      try {
        return await active.pool.query(text, params);
      } catch (error) {
        // 42501: a login without console_writer's grants (an audit_reader-only supervisor's).
        if ((error as { code?: string }).code === '42501') {
          active.approvalsRefused = storeError('forbidden', 'approvals_not_granted', {
            params: { login: active.parsed.destination.user },
          });
          logError('approvals: this login lacks the grants, approvals are off', error);
          throw TeamStoreError.of(active.approvalsRefused);
        }
        // A column or table this console reads and the store lacks: its owner has not run the
        // newer migration yet. Said as that, with the command, not as PostgreSQL's words.
        const code = (error as { code?: string }).code;
        const version = active.shipper.state.schemaVersion;
        if (
          (code === '42703' || code === '42P01') &&
          version !== undefined &&
          version < SCHEMA_VERSION
        ) {
          const { reason, params } = behindWords(version);
          throw TeamStoreError.of(storeError('conflict', reason, { params }));
        }
        throw TeamStoreError.of(describeStoreError(error));
      }
    };
  }

  approvalsRefused(): StoreErrorWords | undefined {
    return this.active?.approvalsRefused;
  }

  /** Resolves when this console's journal is all stored (tests and the bench). */
  async idle(): Promise<void> {
    await this.active?.shipper.idle();
  }

  async close(): Promise<void> {
    await this.disconnect();
  }

  private async reading<T>(run: (pool: pg.Pool) => Promise<T>): Promise<T> {
    const active = this.active;
    if (!active) throw TeamStoreError.of(storeError('not_found', 'no_team_store_set_up'));
    const grants = active.shipper.state.grants;
    if (grants && !grants.canReadTeam) {
      throw TeamStoreError.of(storeError('forbidden', 'team_read_not_allowed'));
    }
    try {
      return await run(active.pool);
    } catch (error) {
      throw TeamStoreError.of(describeStoreError(error));
    }
  }

  private connect(source: Active['source'], parsed: ParsedStoreUrl, password?: string): void {
    const config = { ...parsed.config, ...(password ? { password } : {}) };
    // The id must be the same next run, or the journal would arrive again as another console.
    if (!this.saved) this.save(this.settings);
    const consoleId = this.settings.console_id;
    const shipper = new Shipper({
      journalDir: this.options.journalDir,
      cursor: this.cursor,
      // The cursor belongs to one console id in one store: another store starts from the top.
      store: `${consoleId} ${parsed.display}`,
      config,
      consoleId,
      ...(this.settings.console_proof ? { consoleProof: this.settings.console_proof } : {}),
      consoleName: () => this.consoleName(),
      ...this.options.shipper,
      onChange: () => this.options.onChange?.(),
    });
    const pool = teamReaderPool(config);
    this.active = { source, parsed, shipper, pool };
    shipper.start();
  }

  private async disconnect(): Promise<void> {
    const active = this.active;
    this.active = undefined;
    if (!active) return;
    await active.shipper.close();
    await active.pool.end().catch(() => undefined);
  }

  private consoleName(): string {
    return this.settings.console_name ?? defaultConsoleName(this.settings.console_id);
  }

  private save(changes: TeamSettings): void {
    // The name it ships under is written down with the first connection: a later default (or
    // host name) cannot rename the rows this console already shipped.
    const settings = {
      ...changes,
      console_name: changes.console_name ?? defaultConsoleName(changes.console_id),
    };
    this.settingsFile.write(settings);
    this.settings = settings;
    this.saved = true;
  }
}

/**
 * The machine's name alone would read the same for two consoles on one machine (two data
 * folders, or the app and the browser host): a short piece of the console's id, which never
 * changes, tells them apart.
 */
export function defaultConsoleName(consoleId: string, host = safeHostName()): string {
  return `${host} (${consoleId.replace(/-/g, '').slice(0, 6)})`;
}

function safeHostName(): string {
  try {
    return hostname();
  } catch {
    return 'console';
  }
}
