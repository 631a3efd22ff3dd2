import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Channel } from '../../../shared/channels';
import type { InputOf } from '../../../shared/contract';
import type { DialectName } from '../../../shared/schemas/dialect';
import { dispatch } from '../dispatch';
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
  /** Answers are read loosely in tests: `value` and `error` as whatever the channel sent. */
  call<C extends Channel>(channel: C, input?: InputOf<C>): Promise<LooseResult>;
  /** Every /v1 request the embedded simulator received. */
  requests(): Promise<{ path: string; idempotency_key: string | null }[]>;
  ledger(): Promise<{ kind: string; idempotency_key: string | null; payment_id: string }[]>;
  /** What the browser host printed in its terminal: where a person reads confirmation codes. */
  terminal: string[];
  /** The newest code printed in the terminal, as the person would read it. */
  printedCode(): string | undefined;
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
  } = {},
): Promise<CoreFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), 'core-'));
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
  return {
    core,
    dataDir,
    downloads,
    call: (channel, input) =>
      dispatch(core.handlers, channel, input, BROWSER_CALLER) as Promise<LooseResult>,
    requests: () => control('requests'),
    ledger: () => control('ledger'),
    terminal,
    printedCode: () => printedCodes(terminal).at(-1),
  };
}

/** Every confirmation code in what the host printed, oldest first. */
export function printedCodes(lines: readonly string[]): string[] {
  return lines.flatMap((line) => /(?:Code|Código): (\d{6})\b/.exec(line)?.[1] ?? []);
}
