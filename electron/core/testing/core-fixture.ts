import type { OidcSettings } from '../identity/oidc-session';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Channel } from '../../../shared/channels';
import type { InputOf } from '../../../shared/contract';
import { isProfileBound, type ProfileBoundChannel } from '../../../shared/profile-bound';
import type { DialectName } from '../../../shared/schemas/dialect';
import type { Role } from '../../../shared/schemas/operator';
import { fixedRolesSession } from '../identity/fixed-roles-session';
import type { ShownProfile } from '../../../shared/schemas/shown-profile';
import { dispatch } from '../ipc/dispatch';
import type { ProductionConfirmer } from '../guard/confirmer';
import { startConsoleCore, type ConsoleCore } from '../runtime';
import { fakeCipher } from '../secrets/testing/fake-cipher';
import type { TeamStoreService } from '../team/team-store-service';
import { Downloads } from '../../web/downloads';
import { TerminalConfirmer } from '../../web/terminal-confirmer';
import { BROWSER_CALLER } from '../words/languages';

/** The whole core, as the IPC binding and the browser host drive it: through dispatch. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions walk answers freely
type LooseResult = { ok: boolean; value?: any; error?: any };

export interface CoreFixture {
  core: ConsoleCore;
  /** Where exports land in tests (the browser host's downloads). */
  downloads: Downloads;
  dataDir: string;
  /**
   * Answers are read loosely in tests: `value` and `error` as whatever the channel sent. A
   * profile-bound call names the active profile, as a page that follows main's pushes does,
   * unless the test names one itself.
   */
  call<C extends Channel>(channel: C, input?: FixtureInput<C>): Promise<LooseResult>;
  /** Every /v1 request the embedded simulator received. */
  requests(): Promise<{ path: string; idempotency_key: string | null }[]>;
  ledger(): Promise<{ kind: string; idempotency_key: string | null; payment_id: string }[]>;
  /** What the browser host printed in its terminal: where a person reads confirmation codes. */
  terminal: string[];
  /** The newest code printed in the terminal, as the person would read it. */
  printedCode(): string | undefined;
  /** `call`, and when main asks for the code it printed, the same call again with that code. */
  callConfirmed<C extends Channel>(channel: C, input?: FixtureInput<C>): Promise<LooseResult>;
}

/**
 * By default production is confirmed as in the browser host started with --allow-production,
 * with codes printed to `terminal`; `confirmer` stands in for Electron's dialog instead.
 * `dialect`: how the embedded simulator answers, set as a user would, in Settings.
 */
export async function coreFixture(
  options: {
    allowProduction?: boolean;
    confirmer?: ProductionConfirmer;
    dialect?: DialectName;
    /** A team store for this run, as the browser host's --team-store flag gives one. */
    teamStore?: string;
    /** A team store double (testing/team-store-double.ts). */
    team?: TeamStoreService;
    /** The embedded simulator's `--seed-payments N`. */
    seedPayments?: number;
    /**
     * When the payments mirror's sync starts; by default never by itself, so that a test's
     * count of the API's requests is its own.
     */
    mirrorStartMs?: number | null;
    /** An earlier fixture's data folder: a console started again over what it left. */
    dataDir?: string;
    /** The company's provider (testing/oidc-provider.ts), and where it sends the browser back. */
    oidc?: OidcSettings;
    signInRedirect?: () => Promise<string>;
    /** The session's roles; by default the local operator's, every one. */
    roles?: readonly Role[];
    /** How often approved requests are looked for; by default never by itself: tests poll. */
    approvalPollMs?: number | null;
  } = {},
): Promise<CoreFixture> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'core-'));
  const downloads = new Downloads();
  const terminal: string[] = [];
  const core = await startConsoleCore({
    confirmer:
      options.confirmer ??
      new TerminalConfirmer({
        allowProduction: options.allowProduction ?? true,
        print: (line) => terminal.push(line),
      }),
    host: 'web',
    version: 'test',
    dataDir,
    cipher: fakeCipher(),
    operator: 'qa',
    exportSink: downloads.sink,
    ...(options.teamStore
      ? { teamStore: { url: options.teamStore, source: 'flag' as const } }
      : {}),
    ...(options.team ? { team: options.team } : {}),
    ...(options.seedPayments ? { seedPayments: options.seedPayments } : {}),
    mirrorStartMs: options.mirrorStartMs ?? null,
    approvalPollMs: options.approvalPollMs ?? null,
    ...(options.oidc ? { oidc: options.oidc } : {}),
    ...(options.signInRedirect ? { signInRedirect: options.signInRedirect } : {}),
    ...(options.roles ? { operatorSession: fixedRolesSession('qa', options.roles) } : {}),
  });
  const set = core.profiles.setSimulatorDialect(options.dialect ?? 'friendly');
  if (!set.ok) throw new Error(set.error.message);
  const control = async (path: string) =>
    (
      (await (
        await fetch(`${core.simulator.baseUrl}/_sandbox/${path}`, {
          headers: { 'x-control-token': core.simulator.controlToken },
        })
      ).json()) as {
        data: never[];
      }
    ).data;
  const call = <C extends Channel>(channel: C, input?: FixtureInput<C>) =>
    dispatch(
      core.handlers,
      channel,
      asShownBy(core, channel, input),
      BROWSER_CALLER,
    ) as Promise<LooseResult>;
  return {
    core,
    dataDir,
    downloads,
    call,
    callConfirmed: async (channel, input) => {
      const first = await call(channel, input);
      if (first.ok || first.error?.apiCode !== 'confirmation_required') return first;
      const code = printedCodes(terminal).at(-1);
      return call(channel, { ...(input as object), confirmation: code } as typeof input);
    },
    requests: () => control('requests'),
    ledger: () => control('ledger'),
    terminal,
    printedCode: () => printedCodes(terminal).at(-1),
  };
}

/** A profile-bound input may leave out `shownProfile`: the fixture names the active one. */
export type FixtureInput<C extends Channel> = C extends ProfileBoundChannel
  ? Omit<InputOf<C>, 'shownProfile'> & Partial<Pick<InputOf<C>, 'shownProfile'>>
  : InputOf<C>;

/** The active profile as a page that heard every push would show it. */
export function shown(core: ConsoleCore): ShownProfile {
  const { id, revision } = core.profiles.active();
  return { id, revision };
}

/** `input` naming the active profile where its channel is profile-bound and it names none. */
export function asShownBy(core: ConsoleCore, channel: Channel, input: unknown): unknown {
  return isProfileBound(channel) ? { shownProfile: shown(core), ...(input as object) } : input;
}

/** Every confirmation code in what the host printed, oldest first. */
export function printedCodes(lines: readonly string[]): string[] {
  return lines.flatMap((line) => /(?:Code|Código): (\d{6})\b/.exec(line)?.[1] ?? []);
}
