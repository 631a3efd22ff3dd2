import { createHash } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/result';
import { fieldErrors } from '../../../shared/errors';
import { reasonText, refuse, refuseFields } from '../../../shared/error-words';
import { fieldReason } from '../../../shared/validation-words';
import type { DialectName } from '../../../shared/schemas/dialect';
import {
  ClientSecret,
  ProfileInput,
  type ConnectionReport,
  type Profile,
  type ProfileFormValues,
  type SecretState,
} from '../../../shared/schemas/profile';
import type { ApiClient } from '../client/api-client';
import type { HttpSend } from '../client/http';
import type { ProductionGate } from '../guard/production-gate';
import { TokenManager } from '../client/token-manager';
import type { SecretCipher } from '../secrets/cipher';
import { SealedSecretStore } from '../secrets/sealed-store';
import { testConnection } from './connection-test';
import { ProfileApiClient, SecretUnavailableError } from './profile-client';
import { REDACTED } from '../redact';
import { ProfileStore, SIMULATOR_ID, type ProfileRecord } from './profile-store';
import {
  presentProfile,
  secretDestinations,
  simulatorProfile,
  type SimulatorCredentials,
} from './resolve';
import { logError } from '../log';
import { wordsFor } from '../words/main-words';
import { sentChangesOf, weakeningsOf } from './weakening';

export interface ProfileServiceOptions {
  dataDir: string;
  cipher: SecretCipher;
  simulator: SimulatorCredentials;
  send: HttpSend;
  /** Asks the person before a production profile loses a protection. */
  gate: ProductionGate;
  /** Clock for token expiry, in ms. */
  now?: () => number;
  /** The built-in simulator's control token, made for this launch. */
  simulatorControlToken?: string;
}

/** A profile's simulator control token sits beside its client secret, under its own key. */
const controlKey = (profileId: string) => `${profileId}#control`;

export type ControlTokenState = 'built_in' | 'set' | 'not_set' | 'needs_reentry';

export type ProfileChange =
  | { kind: 'created' | 'updated' | 'removed' | 'secret'; profileId: string }
  | { kind: 'activated'; profileId: string; previousId: string };

/**
 * Connection profiles for the rest of the core: saved profiles, their secrets, and an API client
 * for the active one. The renderer only ever gets `Profile` (no secret); the secret is read from
 * the sealed store at each token fetch, in this process.
 */
export class ProfileService {
  private readonly store: ProfileStore;
  private readonly secrets: SealedSecretStore;
  /** One client (and so one token cache) per profile, dropped on any change to it. */
  private readonly clients = new Map<string, ApiClient>();
  private readonly listeners = new Set<(change: ProfileChange) => void>();

  constructor(private readonly options: ProfileServiceOptions) {
    this.store = new ProfileStore(options.dataDir);
    this.secrets = new SealedSecretStore(options.dataDir, options.cipher);
  }

  /** The profiles file could not be read: show this to the user (undefined when all is well). */
  problem(): string | undefined {
    return this.store.problem();
  }

  list(): Profile[] {
    return [this.simulator(), ...this.store.list().map((r) => this.present(r))];
  }

  get(id: string): Result<Profile> {
    if (id === SIMULATOR_ID) return ok(this.simulator());
    const record = this.store.get(id);
    return record ? ok(this.present(record)) : refuse('not_found', 'profile_not_found', { id });
  }

  create(input: ProfileFormValues): Result<Profile> {
    const parsed = parseInput(input);
    if (!parsed.ok) return parsed;
    const created = this.store.create(parsed.value);
    if (!created.ok) return created;
    this.emit({ kind: 'created', profileId: created.value.id });
    return ok(this.present(created.value));
  }

  /**
   * Saves an edit. One that weakens a production profile (production off, raw cards or extra
   * fields allowed, another base or token URL) or changes what it sends (name, headers, audience,
   * client id, deadline) goes through the production gate first, with
   * `code` being what the page sent back for it (the browser host's printed code).
   */
  async update(id: string, input: ProfileFormValues, code?: string): Promise<Result<Profile>> {
    const parsed = parseInput(input);
    if (!parsed.ok) return parsed;
    let before = id === SIMULATOR_ID ? undefined : this.store.get(id);
    if (before) {
      const was = this.present(before);
      // Headers sent back as [REDACTED] are kept as stored: not a change.
      const will = this.present({ ...keepRedactedHeaders(parsed.value, before, false), id });
      const weakenings = weakeningsOf(was, will);
      const changes = [...weakenings, ...sentChangesOf(was, will)];
      if (changes.length > 0) {
        const confirmed = await this.options.gate({
          channel: 'profiles:update',
          input: { id, changes: parsed.value, confirmation: code },
          profile: was,
          facts: async (language) => {
            const words = wordsFor(language);
            return ok({
              operation: weakenings.length > 0 ? words.weakenProfile : words.changeProfile,
              target: words.target.profile(was.name),
              changes: changes.map(words.weakening),
              weakens: weakenings.length > 0,
            });
          },
        });
        if (!confirmed.ok) return confirmed;
        // What was confirmed is this edit of that profile: not one that changed meanwhile.
        const now = this.store.get(id);
        if (JSON.stringify(now) !== JSON.stringify(before)) {
          return refuse('conflict', 'profile_changed_while_confirming', { profile: was.name });
        }
        before = now;
      }
    }
    let moved = false;
    if (before) {
      const after = { ...parsed.value, id };
      moved = secretDestinations(this.present(before)) !== secretDestinations(this.present(after));
      // Dropped before the edit is saved: a failure here leaves the profile as it was.
      if (moved) {
        const cleared = this.clearStoredSecret(id);
        if (!cleared.ok) return cleared;
        // The control token opens faults and resets on that server: another server gets none.
        const control = this.clearStoredSecret(controlKey(id));
        if (!control.ok) return control;
      }
    }
    const updated = this.store.update(id, keepRedactedHeaders(parsed.value, before, moved));
    if (!updated.ok) return updated;
    this.drop(id);
    this.emit({ kind: 'updated', profileId: id });
    return ok(this.present(updated.value));
  }

  /** The production gate for a change of a saved profile; any other passes at once. */
  private async confirmProduction(
    id: string,
    channel: string,
    input: { id: string; confirmation?: string; secret?: string },
    action: 'remove' | 'setSecret' | 'clearSecret',
  ): Promise<Result<void>> {
    const record = id === SIMULATOR_ID ? undefined : this.store.get(id);
    if (!record) return ok(undefined);
    const profile = this.present(record);
    const confirmed = await this.options.gate({
      channel,
      input,
      profile,
      facts: async (language) => {
        const words = wordsFor(language);
        // What it does, in the place a money confirmation has its amount and card: it has none.
        return ok({
          operation: words.profileAction[action].operation,
          target: words.target.profile(profile.name),
          changes: [words.profileAction[action].does],
          weakens: false,
        });
      },
    });
    if (!confirmed.ok) return confirmed;
    // What was confirmed is that profile as it was: not one that changed meanwhile.
    if (JSON.stringify(this.store.get(id)) !== JSON.stringify(record)) {
      return refuse('conflict', 'profile_changed_while_confirming', { profile: profile.name });
    }
    return ok(undefined);
  }

  /**
   * Removing the active profile makes the simulator active. The secret goes with the profile.
   * A production profile is removed only after the person confirms: its unknown outcomes can be
   * resolved only on it, and a page could otherwise take it away on its own.
   */
  async remove(id: string, code?: string): Promise<Result<void>> {
    const confirmed = await this.confirmProduction(
      id,
      'profiles:remove',
      { id, confirmation: code },
      'remove',
    );
    if (!confirmed.ok) return confirmed;
    const wasActive = this.store.activeId() === id;
    const removed = this.store.remove(id);
    if (!removed.ok) return removed;
    // Ids are never reused, so ciphertext left behind by a failed clear can never be used.
    this.clearStoredSecret(id);
    this.clearStoredSecret(controlKey(id));
    this.drop(id);
    this.emit({ kind: 'removed', profileId: id });
    if (wasActive) this.emit({ kind: 'activated', profileId: SIMULATOR_ID, previousId: id });
    return ok(undefined);
  }

  /** How the built-in simulator answers; the runtime applies it to the running simulator. */
  simulatorDialect(): DialectName {
    return this.store.simulatorDialect();
  }

  setSimulatorDialect(dialect: DialectName): Result<Profile> {
    const before = this.store.simulatorDialect();
    const saved = this.store.setSimulatorDialect(dialect);
    if (!saved.ok) return saved;
    if (before !== dialect) this.emit({ kind: 'updated', profileId: SIMULATOR_ID });
    return ok(this.simulator());
  }

  activate(id: string): Result<Profile> {
    const previousId = this.store.activeId();
    const done = this.store.setActive(id);
    if (!done.ok) return done;
    if (previousId !== id) this.emit({ kind: 'activated', profileId: id, previousId });
    return ok(this.active());
  }

  active(): Profile {
    const found = this.get(this.store.activeId());
    return found.ok ? found.value : this.simulator();
  }

  /**
   * On production a new secret is who the console acts as, and clearing it stops every call:
   * both wait for the person. The code binds this secret by its digest, never the secret itself.
   */
  async setSecret(id: string, secret: string, code?: string): Promise<Result<SecretState>> {
    const target = this.remoteProfile(id);
    if (!target.ok) return target;
    const parsed = ClientSecret.safeParse(secret);
    if (!parsed.success) {
      return refuseFields({
        secret: parsed.error.issues[0]?.message ?? fieldReason('enterSecret'),
      });
    }
    const digest = createHash('sha256').update(parsed.data).digest('hex');
    const confirmed = await this.confirmProduction(
      id,
      'profiles:setSecret',
      { id, secret: digest, confirmation: code },
      'setSecret',
    );
    if (!confirmed.ok) return confirmed;
    let state: SecretState;
    try {
      state = this.secrets.set(id, parsed.data);
    } catch (error) {
      // Only the error code: a message from deeper down is not shown where a secret was involved.
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
      return refuse('internal', 'secret_not_saved', { code });
    }
    this.drop(id);
    this.touch(id);
    this.emit({ kind: 'secret', profileId: id });
    return ok(state);
  }

  async clearSecret(id: string, code?: string): Promise<Result<SecretState>> {
    const target = this.remoteProfile(id);
    if (!target.ok) return target;
    const confirmed = await this.confirmProduction(
      id,
      'profiles:clearSecret',
      { id, confirmation: code },
      'clearSecret',
    );
    if (!confirmed.ok) return confirmed;
    const cleared = this.clearStoredSecret(id);
    if (!cleared.ok) return cleared;
    this.drop(id);
    this.touch(id);
    this.emit({ kind: 'secret', profileId: id });
    return ok(this.secrets.state(id));
  }

  async testConnection(id: string): Promise<Result<ConnectionReport>> {
    const profile = this.get(id);
    if (!profile.ok) return profile;
    const secret = this.secretFor(id);
    if (!secret.ok) {
      // A stored secret that no longer decrypts asks for re-entry; the screen says which.
      const { state } = this.secrets.state(id);
      return ok({
        ok: false,
        stage: 'no_secret',
        message: secret.error.message,
        missing: state === 'needs_reentry' ? 'needs_reentry' : 'not_set',
      });
    }
    return ok(await testConnection(profile.value, secret.value, this.options.send));
  }

  /** The active profile and its API client; fails 'unauthorized' while it has no usable secret. */
  client(): Result<{ profile: Profile; api: ApiClient }> {
    const profile = this.active();
    const { state, reason } = profile.secret;
    if (state === 'not_set' || state === 'needs_reentry') {
      // A reason key and the name, so the page says it in its language; the store's own
      // English why stays in main's message, for the journal and the terminal.
      const why = state === 'needs_reentry' ? 'secret_needs_reentry' : 'no_secret';
      const params = { profile: profile.name };
      const message = reasonText(why, params) + (reason ? ` (${reason})` : '');
      return fail('unauthorized', message, { reason: why, params });
    }
    let api = this.clients.get(profile.id);
    if (!api) {
      api = this.buildClient(profile);
      this.clients.set(profile.id, api);
    }
    return ok({ profile, api });
  }

  /** Readies the active profile's client (its token) while the window loads; never fails. */
  async warmUp(): Promise<void> {
    const client = this.client();
    if (client.ok) await client.value.api.prepare();
  }

  /** Whether the console can drive the simulator behind this profile, and with what. */
  controlTokenState(id: string): ControlTokenState {
    if (id === SIMULATOR_ID) return 'built_in';
    const { state } = this.secrets.state(controlKey(id));
    return state === 'set' || state === 'session_only'
      ? 'set'
      : state === 'needs_reentry'
        ? 'needs_reentry'
        : 'not_set';
  }

  /** The active profile's control token, read at each call like a client secret. */
  controlToken(id: string): Result<string> {
    if (id === SIMULATOR_ID) {
      const token = this.options.simulatorControlToken;
      return token ? ok(token) : refuse('forbidden', 'control_not_offered', { profile: id });
    }
    return this.secrets.reveal(controlKey(id));
  }

  /** Write-only, like the client secret: the page never reads it back. */
  saveControlToken(id: string, token: string): Result<void> {
    const target = this.remoteProfile(id);
    if (!target.ok) return target;
    try {
      this.secrets.set(controlKey(id), token);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
      return refuse('internal', 'secret_not_saved', { code });
    }
    this.emit({ kind: 'secret', profileId: id });
    return ok(undefined);
  }

  clearControlToken(id: string): Result<void> {
    const target = this.remoteProfile(id);
    if (!target.ok) return target;
    const cleared = this.clearStoredSecret(controlKey(id));
    if (!cleared.ok) return cleared;
    this.emit({ kind: 'secret', profileId: id });
    return ok(undefined);
  }

  /** Called after any change, so the app can tell the renderer to drop what it cached. */
  onChange(listener: (change: ProfileChange) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private buildClient(profile: Profile): ApiClient {
    const { send, now } = this.options;
    const tokens = new TokenManager(
      {
        tokenUrl: profile.tokenUrl,
        clientId: profile.clientId,
        // Read at each token fetch, so the secret is held only by the sealed store in between.
        clientSecret: async () => {
          const secret = this.secretFor(profile.id);
          if (!secret.ok) throw new SecretUnavailableError(secret.error.message);
          return secret.value;
        },
        ...(profile.audience ? { audience: profile.audience } : {}),
        deadlineMs: profile.deadlineMs,
      },
      send,
      now,
    );
    return new ProfileApiClient(
      {
        baseUrl: profile.baseUrl,
        deadlineMs: profile.deadlineMs,
        ...(profile.extraHeaders ? { extraHeaders: profile.extraHeaders } : {}),
      },
      tokens,
      send,
    );
  }

  private clearStoredSecret(id: string): Result<void> {
    try {
      this.secrets.clear(id);
      return ok(undefined);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
      return refuse('internal', 'secret_not_removed', { code });
    }
  }

  private secretFor(id: string): Result<string> {
    if (id === SIMULATOR_ID) return ok(this.options.simulator.clientSecret);
    return this.secrets.reveal(id);
  }

  private remoteProfile(id: string): Result<Profile> {
    if (id === SIMULATOR_ID) {
      return refuse('validation', 'simulator_credentials_fixed');
    }
    return this.get(id);
  }

  private present(record: Parameters<typeof presentProfile>[0]): Profile {
    return presentProfile(record, this.secrets.state(record.id), this.store.revision(record.id));
  }

  private simulator(): Profile {
    return simulatorProfile(
      this.options.simulator,
      this.store.simulatorDialect(),
      this.store.revision(SIMULATOR_ID),
    );
  }

  /**
   * A new secret is an edit: a page holding the old revision is stale. The secret is already
   * saved, so a revision that cannot be written does not undo it (the log says so).
   */
  private touch(id: string): void {
    const touched = this.store.touch(id);
    if (!touched.ok) logError('profile revision not saved', touched.error.message);
  }

  /** Forget the profile's client and, with it, its cached token. */
  private drop(id: string): void {
    this.clients.delete(id);
  }

  private emit(change: ProfileChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch {
        // A failing listener must not undo a change that is already saved.
      }
    }
  }
}

/**
 * An extra header whose name says secret (`X-Api-Key`) reaches the renderer as `[REDACTED]`, like
 * every answer. Sent back unchanged, it means "keep what is stored", not a new value; a profile
 * moved to another server drops it, as it drops the client secret.
 */
function keepRedactedHeaders(
  input: ProfileInput,
  before: ProfileRecord | undefined,
  moved: boolean,
): ProfileInput {
  if (!input.extraHeaders) return input;
  const stored = before?.extraHeaders ?? {};
  const headers = Object.entries(input.extraHeaders).flatMap(([name, value]) => {
    if (value !== REDACTED) return [[name, value]];
    const kept = stored[name];
    return kept === undefined || moved ? [] : [[name, kept]];
  });
  return { ...input, extraHeaders: Object.fromEntries(headers) as Record<string, string> };
}

function parseInput(input: ProfileFormValues): Result<ProfileInput> {
  const parsed = ProfileInput.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return refuseFields(fieldErrors(parsed.error), 'Invalid profile');
}
