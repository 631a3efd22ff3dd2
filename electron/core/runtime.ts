import { randomUUID } from 'node:crypto';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import type { AppInfo } from '../../shared/schemas/app';
import type { ExportSink } from './ipc/activity';
import { startSimulator } from '../simulator/server';
import { SEED_EPOCH_MS, seedDayOf, seededUntilOf } from '../simulator/seed';
import { sendHttp, type HttpSend } from './client/http';
import type { ProductionConfirmer } from './guard/confirmer';
import { productionGate } from './guard/production-gate';
import { createHandlers } from './ipc';
import { OPEN_WHILE_SIGNED_OUT } from './ipc/identity';
import type { ScenarioDesk } from './ipc/scenarios';
import { consoleTarget } from './scenarios/console-target';
import { ConsoleRuns } from './scenarios/console-runs';
import { ScenarioFiles } from './scenarios/scenario-files';
import type { GuardedHandlers } from './ipc/dispatch';
import type { OperatorSession } from './identity/operator-session';
import { logError } from './log';
import { ok } from '../../shared/result';
import type { SignInProviderView } from '../../shared/schemas/sign-in';
import { RoleMapStore } from './identity/role-map-store';
import { wordsFor } from './words/main-words';
import { journalRoleMapChange } from './identity/role-map-journal';
import { journalSignInProviderChange } from './identity/sign-in-journal';
import { SignInSettingsStore } from './identity/sign-in-settings-store';
import {
  sessionPermissions,
  withPermissions,
  type PermissionDeps,
} from './identity/permission-gate';
import { ChangeRecorder } from './changes/change-recorder';
import { lockDataFolder, type DataFolderLock } from './fs/data-folder-lock';
import { idleStatus } from './ipc/finder';
import { Journal } from './journal/journal';
import { MirrorClient, mirrorFile } from './mirror/mirror-client';
import { PaymentsSync } from './mirror/payments-sync';
import { throttled } from './mirror/status-throttle';
import { withWriteThrough } from './mirror/write-through';
import { MoneyPipeline, pipelineContext } from './pipeline/money-pipeline';
import { ApprovalDesk } from './approvals/approval-desk';
import { ApprovalPoller } from './approvals/approval-poller';
import { ApprovalStore } from './approvals/approval-store';
import { ProfileService } from './profiles/profile-service';
import { profilesChanged, PushHub, type PushMessage } from './push';
import { SIMULATOR_ID } from './profiles/profile-store';
import type { SecretCipher } from './secrets/cipher';
import { SimulatorControlApi } from './simulator-control/control-api';
import { PgTeamStore } from './team/pg-team-store';
import type { TeamStoreService } from './team/team-store-service';
import { PersonLanguages } from './words/languages';
import { ConsoleIdentity } from './identity/console-identity';
import {
  DEFAULT_ROLES_CLAIM,
  OidcOperatorSession,
  type OidcSettings,
} from './identity/oidc-session';
import { operatorLabel } from '../../shared/operator-label';
import { RememberedLanguage } from './words/remembered-language';

export interface CoreOptions {
  host: AppInfo['host'];
  version: string;
  /** Where profiles, sealed secrets and the journal live (Electron: app.getPath('userData')). */
  dataDir: string;
  /** The OS keyring adapter; the browser host has none (`unavailableCipher`). */
  cipher: SecretCipher;
  send?: HttpSend;
  /** Where Activity exports go: Electron's save dialog, or the browser host's downloads. */
  exportSink: ExportSink;
  /** The local operator's name (no provider), for the audit journal; defaults to the OS user. */
  operator?: string;
  /** The company's OpenID provider: operators sign in, and records name them as it says. */
  oidc?: OidcSettings;
  /** The idle lock, at most (and by default) 15 minutes. */
  idleLockMinutes?: number;
  /** Where the provider sends the browser back: the host's callback, or a loopback listener. */
  signInRedirect?: () => Promise<string>;
  /**
   * The desktop app's `shell.openExternal`: sign-in then opens the provider in the person's
   * browser and takes the redirect on a loopback listener of its own (RFC 8252).
   */
  openSignInExternally?: (url: string) => Promise<void>;
  /**
   * Who is signed in and their roles; by default the local operator with every role, as the
   * console has always run. Tests give a fixed role set here: nothing a page sends reaches it.
   */
  operatorSession?: OperatorSession;
  /**
   * How main asks the person before production money moves, a production profile weakens or
   * the audit trail goes to a new team store: Electron's native dialog, or the browser host's
   * terminal code.
   */
  confirmer: ProductionConfirmer;
  /**
   * A packaged app: the embedded simulator's control API (faults, reset, ledger) then answers
   * only while the simulator profile is active.
   */
  packaged?: boolean;
  /**
   * The browser host's `--team-store` URL or `PAYMENTS_CONSOLE_TEAM_STORE`: overrides the team
   * store chosen in Settings for this run.
   */
  teamStore?: { url: string; source: 'flag' | 'environment'; password?: string };
  /** The embedded simulator's `--seed-payments N` (browser host): a year of N more payments. */
  seedPayments?: number;
  /** A team store other than the PostgreSQL one (tests keep the same contract in memory). */
  team?: TeamStoreService;
  /**
   * The data folder's lock, when the caller took it first: the browser host does, so that a
   * folder in use is refused before it prints an address. Released with the core.
   */
  folder?: DataFolderLock;
  /** The last language shown, when the caller already read it (the browser host's page hint). */
  language?: RememberedLanguage;
  /**
   * How long after start the payments mirror's sync begins (default MIRROR_START_MS); null:
   * not by itself (tests start it, or leave the API to their own requests).
   */
  mirrorStartMs?: number | null;
  /** The shipped example scenarios the Scenarios area offers read-only (default: the repo's). */
  scenarioExamples?: string;
  /** How often approved requests are looked for (default APPROVAL_POLL_MS); null: never. */
  approvalPollMs?: number | null;
}

/** The repository's examples, from this file's folder or the bundle's (both two levels down). */
const SHIPPED_SCENARIOS = resolve(import.meta.dirname, '../../e2e/scenarios');

/**
 * The payments sync waits this long after start: the first screen, the profiles' warm-up and
 * the page's first calls come first, and a console opened for one refund is not slowed by it.
 */
export const MIRROR_START_MS = 5_000;

/** When the mirror's file is opened for its count on disk: once the first screen is drawn. */
export const MIRROR_OPEN_MS = 1_500;

export interface ConsoleCore {
  /** Every channel's handler, each call checked against the session's roles by dispatch. */
  handlers: GuardedHandlers;
  profiles: ProfileService;
  journal: Journal;
  /** Where the journal is shipped for the team, and where the team's activity is read. */
  teamStore: TeamStoreService;
  /** Main → page messages (a profile change), for the host to deliver to every page. */
  push: PushHub;
  /** The embedded simulator, always running on loopback; its control API wants the token. */
  simulator: { baseUrl: string; controlToken: string };
  /** Which language each page shows, and the one the console was last shown in. */
  languages: PersonLanguages;
  /** The active profile's payments mirror and its background sync. */
  payments: PaymentsSync;
  /** Who is signed in, and the idle lock. */
  identity: ConsoleIdentity;
  /** The requester's side of four-eyes approvals: sends what a supervisor approved, once. */
  approvals: ApprovalPoller;
  close(): Promise<void>;
}

/**
 * Starts the console's privileged side, Electron-free so that the Electron shell and the browser
 * host run the same code. The embedded simulator always runs, with credentials made for this
 * launch, so the console is useful with no configuration at all.
 */
export async function startConsoleCore(options: CoreOptions): Promise<ConsoleCore> {
  // First, before anything reads or writes the folder: a second console there is refused.
  const folder = options.folder ?? lockDataFolder(options.dataDir, options.host);
  try {
    return await startOnLockedFolder(options, () => folder.release());
  } catch (error) {
    folder.release();
    throw error;
  }
}

async function startOnLockedFolder(
  options: CoreOptions,
  releaseFolder: () => void,
): Promise<ConsoleCore> {
  // Set just below: the simulator must run before the profiles that point at it exist.
  let simulatorActive = () => true;
  const simulator = await startSimulator({
    port: 0,
    ...(options.seedPayments ? { seedPayments: options.seedPayments } : {}),
    controlEnabled: options.packaged ? () => simulatorActive() : () => true,
  });
  const send = options.send ?? sendHttp;
  const languages = new PersonLanguages(
    options.language ?? new RememberedLanguage(options.dataDir),
  );
  // The identity is made below; the gate reads it only when it asks.
  const gate = productionGate(options.confirmer, languages, () => identity.operator());
  const profiles = new ProfileService({
    dataDir: options.dataDir,
    cipher: options.cipher,
    simulator: {
      baseUrl: simulator.baseUrl,
      clientId: simulator.clientId,
      clientSecret: simulator.clientSecret,
    },
    simulatorControlToken: simulator.controlToken,
    send,
    gate,
  });
  simulatorActive = () => profiles.active().kind === 'simulator';
  // The Simulator profile's dialect (Settings) is applied live: no restart, same state.
  simulator.control.setDialect(profiles.simulatorDialect());
  profiles.onChange((change) => {
    if (change.profileId === SIMULATOR_ID)
      simulator.control.setDialect(profiles.simulatorDialect());
  });
  // Every window and page hears of a change at once: one left on the old profile would
  // otherwise show it, and send money for it, until reloaded.
  // One mirror file per profile, opened in its own thread only by the sync (payments-sync.ts).
  const sync = new PaymentsSync({
    profiles,
    // What the built-in simulator serves follows from its seed alone (seed.ts, bulk-payments.ts):
    // a relaunch on the same one resumes the copy instead of starting it over.
    builtIn: {
      source: `builtin-simulator:${seedDayOf(SEED_EPOCH_MS)}:${options.seedPayments ?? 0}`,
      run: randomUUID(),
      seededUntil: seededUntilOf(SEED_EPOCH_MS),
    },
    openMirror: (profileId) => MirrorClient.open(mirrorFile(options.dataDir, profileId)),
  });
  const mirrorStatus = (): PushMessage => ({
    channel: 'finder:changed',
    payload: sync.status().profileId ? sync.status() : idleStatus(profiles.active().id),
  });
  const signIn = new SignInSettingsStore(options.dataDir, options.cipher);
  // A launch's flags or environment win over the administrator's stored provider, for that
  // launch; a stored change is read here, so it applies from the next start.
  const oidc = options.oidc ?? signIn.settings();
  /** The stored settings, and the launch's own provider when its flags named one. */
  const signInView = (stored: SignInProviderView): SignInProviderView =>
    options.oidc
      ? {
          ...stored,
          launch: {
            issuer: options.oidc.issuer,
            client_id: options.oidc.clientId,
            roles_claim: options.oidc.rolesClaim || DEFAULT_ROLES_CLAIM,
          },
        }
      : stored;
  const identity = new ConsoleIdentity({
    localName: options.operator ?? safeUserName(),
    ...(oidc ? { oidc: new OidcOperatorSession(oidc) } : {}),
    ...(options.idleLockMinutes ? { idleLockMinutes: options.idleLockMinutes } : {}),
  });
  // The signed-in person's roles (the local operator's: every one); tests may fix a set.
  const operatorSession = options.operatorSession ?? identity;
  const roleMap = new RoleMapStore(options.dataDir);
  // The journal is opened below; only a call's check reads it.
  const permissionDeps: PermissionDeps = {
    session: operatorSession,
    production: () => profiles.active().production,
    operationOf: async (id) => (await journal.byId(id))?.begin.operation,
    rules: () => roleMap.rules(),
    sessionRefusal: async (channel) =>
      OPEN_WHILE_SIGNED_OUT.has(channel) ? undefined : identity.refusal(),
  };
  const permissionsPush = (): PushMessage => ({
    channel: 'roles:changed',
    payload: sessionPermissions(permissionDeps),
  });
  const push = new PushHub(() => [
    profilesChanged(profiles, undefined),
    mirrorStatus(),
    permissionsPush(),
  ]);
  profiles.onChange((change) => push.publish(profilesChanged(profiles, change)));
  // Another profile may be a production one, where QA's roles no longer count; said only when
  // what the person may do changed, so a profile's edit is still one message.
  let lastPermissions = JSON.stringify(permissionsPush().payload);
  const republishPermissions = () => {
    const message = permissionsPush();
    const now = JSON.stringify(message.payload);
    if (now === lastPermissions) return;
    lastPermissions = now;
    push.publish(message);
  };
  profiles.onChange(republishPermissions);
  operatorSession.onChange(republishPermissions);
  roleMap.onChange(republishPermissions);
  const statusPush = throttled(() => push.publish(mirrorStatus()), 500);
  sync.onStatus(() => statusPush.push(null));
  const journal = new Journal(join(options.dataDir, 'journal'));
  const teamStore = options.team ?? startPgTeamStore(options, journal);
  // A listener, not a step of the money pipeline: shipping never delays an operation.
  journal.onAppend(() => teamStore.nudge());
  // Read at each record, not once: the operator is whoever is signed in when it is written.
  const who = {
    journal,
    get operator() {
      return operatorLabel(identity.operator());
    },
    get operatorIdentity() {
      return identity.operator();
    },
    appVersion: options.version,
  };
  const pipeline = new MoneyPipeline(who);
  const changes = new ChangeRecorder(who);
  // Set below: the desk's runs go through the finished registry, as a page's calls do.
  const late: { registry?: GuardedHandlers } = {};
  const scenarios: ScenarioDesk = {
    files: new ScenarioFiles(
      join(options.dataDir, 'scenarios'),
      options.scenarioExamples ?? SHIPPED_SCENARIOS,
    ),
    runs: new ConsoleRuns(),
    journal,
    target: () => {
      const dialect = profiles.simulatorDialect();
      const side = {
        profiles,
        get handlers() {
          if (!late.registry) throw new Error('The console core is not started yet');
          return late.registry;
        },
        simulator: { baseUrl: simulator.baseUrl, controlToken: simulator.controlToken },
      };
      return {
        target: consoleTarget(side, dialect),
        restore: () => void profiles.setSimulatorDialect(dialect),
      };
    },
  };
  // Four-eyes approvals: on while a team store is set up, read again at each call.
  const approvalStore = () => {
    const query = teamStore.approvalQuery?.();
    return query && new ApprovalStore(query, teamStore.status().consoleId);
  };
  const approvals = () => {
    const store = approvalStore();
    return store && new ApprovalDesk(store, operatorSession);
  };
  const approvalPoller = new ApprovalPoller({
    store: approvalStore,
    activeProfileId: () => profiles.active().id,
    send: async (request) => {
      const session = profiles.client();
      if (!session.ok) throw new Error(session.error.message);
      return pipeline.run(pipelineContext(session.value), request);
    },
    canSend: () => profiles.client(),
    onChange: (payload) => push.publish({ channel: 'approvals:changed', payload }),
    onWaiting: () => push.publish(profilesChanged(profiles, undefined)),
    refused: () => teamStore.approvalsRefused?.() !== undefined,
    ...(options.approvalPollMs ? { everyMs: options.approvalPollMs } : {}),
  });
  const handlers = createHandlers({
    approvals,
    approvedWaiting: (profileId) => approvalPoller.waitingFor(profileId),
    scenarios,
    finder: sync,
    profiles,
    journal,
    pipeline,
    changes,
    gate,
    confirmer: options.confirmer,
    languages,
    exportSink: options.exportSink,
    team: teamStore,
    simulator: {
      control: new SimulatorControlApi(profiles, send),
      loopback: { clientId: simulator.clientId, clientSecret: simulator.clientSecret },
    },
    identity,
    ...(options.signInRedirect ? { signInRedirect: options.signInRedirect } : {}),
    ...(options.openSignInExternally ? { openSignInExternally: options.openSignInExternally } : {}),
    permissions: () => sessionPermissions(permissionDeps),
    signIn: {
      view: () => signInView(signIn.view()),
      set: async (input) => {
        const had = signIn.view().client_secret.state !== 'not_set';
        const saved = signIn.set(input);
        if (!saved.ok) return saved;
        const { id, name, production } = profiles.active();
        // Stored already, and in force from the next start: a journal that cannot take the line
        // is logged, not a reason to say the change failed when it did not.
        await journalSignInProviderChange(
          { journal, appVersion: options.version },
          { id, name, production },
          {
            at: new Date().toISOString(),
            operator: operatorSession.operator(),
            settings: {
              issuer: input.issuer,
              client_id: input.client_id,
              roles_claim: input.roles_claim || DEFAULT_ROLES_CLAIM,
              // Removing a secret there was none of changes nothing; the secret is never here.
              secret_changed:
                input.client_secret !== undefined && (input.client_secret !== '' || had),
            },
          },
        ).catch((error: unknown) => logError('sign-in provider change not journaled', error));
        return ok(signInView(saved.value));
      },
    },
    roleMap: {
      view: () => roleMap.view(),
      edit: async ({ confirmation, ...edit }) => {
        const by = { operator: operatorSession.operator(), roles: operatorSession.roles() };
        // Who may use what, moving money included: the person confirms through main, as for
        // production money, the exact rows this edit changes; nothing to change asks nothing.
        const planned = roleMap.plan(edit, by);
        if (!planned.ok) return planned;
        if (planned.value.changes.length > 0) {
          const language = languages.of(options.confirmer.caller());
          const confirmed = await options.confirmer.confirm(
            {
              channel: 'roles:setMap',
              input: edit,
              language,
              summary: {
                kind: 'role_map',
                operation: wordsFor(language).roleMap.operation,
                changes: planned.value.changes.map((c) => ({
                  channel: c.channel,
                  before: [...c.before],
                  after: [...c.after],
                })),
                operator: by.operator,
              },
            },
            confirmation,
          );
          if (!confirmed.ok) return confirmed;
        }
        const applied = roleMap.apply(edit, by);
        if (!applied.ok) return applied;
        const { view, change } = applied.value;
        if (change) {
          const { id, name, production } = profiles.active();
          // In force and in role-map-changes.jsonl already: a journal that cannot take the line
          // is logged, not a reason to say the edit failed when it did not.
          await journalRoleMapChange(
            { journal, appVersion: options.version },
            { id, name, production },
            change,
          ).catch((error: unknown) => logError('role map change not journaled', error));
        }
        return ok(view);
      },
    },
    info: () => {
      const active = profiles.active();
      return {
        version: options.version,
        host: options.host,
        profile: {
          id: active.id,
          name: active.name,
          kind: active.kind,
          baseUrl: active.baseUrl,
          production: active.production,
          revision: active.revision,
        },
      };
    },
  });
  // The mirror opens soon (its thread counts what is on disk for the header), but after the
  // first screen: its thread and file cost CPU the page's first answers need. Its first request
  // waits startMs. Unref'd: a console closed within its first second is not kept open by it.
  const startMs = options.mirrorStartMs === undefined ? MIRROR_START_MS : options.mirrorStartMs;
  const openMs = startMs === null ? 0 : Math.min(startMs, MIRROR_OPEN_MS);
  const mirrorOpen =
    startMs === null ? undefined : setTimeout(() => sync.start(startMs - openMs), openMs);
  mirrorOpen?.unref();
  // What the console reads or moves reaches the mirror without waiting for its next pass.
  // Each call, a scenario's step too, is checked against the session's roles by dispatch.
  const registry = withPermissions(
    withWriteThrough(handlers, sync, () => profiles.active().id),
    permissionDeps,
  );
  late.registry = registry;
  // At start too: a console restarted after an approval sends it once now.
  if (options.approvalPollMs !== null) {
    approvalPoller.start();
    // A secret set again (or another profile made active) may free an approved request: it goes
    // now, not at the next tick, and Settings stops saying it waits.
    profiles.onChange((change) => {
      if (change.kind === 'secret' || change.kind === 'activated') void approvalPoller.poll();
    });
  }
  return {
    handlers: registry,
    profiles,
    journal,
    teamStore,
    push,
    simulator: { baseUrl: simulator.baseUrl, controlToken: simulator.controlToken },
    languages,
    payments: sync,
    identity,
    approvals: approvalPoller,
    close: async () => {
      approvalPoller.stop();
      await approvalPoller.settled();
      // A scenario's step in flight ends, and its cleanup runs, before the journal closes.
      scenarios.runs.stop();
      await scenarios.runs.settled();
      // First: its request in flight ends and its file is released before anything it uses.
      clearTimeout(mirrorOpen);
      statusPush.stop();
      await sync.close();
      await teamStore.close();
      await journal.close();
      await simulator.close();
      releaseFolder();
    },
  };
}

function startPgTeamStore(options: CoreOptions, journal: Journal): TeamStoreService {
  const store = new PgTeamStore({
    dataDir: options.dataDir,
    journalDir: journal.dir,
    cipher: options.cipher,
    ...(options.teamStore ? { override: { ...options.teamStore } } : {}),
  });
  store.start();
  return store;
}

function safeUserName(): string {
  try {
    return userInfo().username;
  } catch {
    return 'unknown';
  }
}
