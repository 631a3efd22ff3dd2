import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dispatch } from '../electron/core/ipc/dispatch';
import { asShownBy, printedCodes, type FixtureInput } from '../electron/core/testing/core-fixture';
import { startConsoleCore, type ConsoleCore, type CoreOptions } from '../electron/core/runtime';
import { unavailableCipher } from '../electron/core/secrets/cipher';
import { startTeamStore, type TeamStoreFixture } from '../electron/core/team/testing/store-fixture';
import { Downloads } from '../electron/web/downloads';
import { TerminalConfirmer } from '../electron/web/terminal-confirmer';
import type { Channel } from '../shared/channels';
import type { InputOf, OutputOf } from '../shared/contract';
import { test as base, expect } from './fixtures';

/** Another store's console: its own data folder and simulator, the same core `npm run web` runs. */
export interface StoreConsole {
  core: ConsoleCore;
  /** A profile-bound call names the active profile, as the store's own screens would. */
  call<C extends Channel>(channel: C, input?: FixtureInput<C>): Promise<OutputOf<C>>;
  /**
   * Points this console's shipping at a team store as its person would in Settings: main asks,
   * prints a code in the host's terminal, and the code typed back confirms that destination.
   */
  configureTeam(input: InputOf<'team:configure'>): Promise<OutputOf<'team:configure'>>;
}

/**
 * A throwaway PostgreSQL with the team store's schema and the README's two roles, and a way to
 * start more consoles pointed at it, each with its own data folder; all stopped after the test.
 */
export const test = base.extend<{
  teamStore: TeamStoreFixture;
  storeConsole: (options?: Pick<CoreOptions, 'teamStore'>) => Promise<StoreConsole>;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it
  teamStore: async ({}, use) => {
    const store = await startTeamStore();
    await use(store);
    await store.close();
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  storeConsole: async ({}, use) => {
    const started: { core: ConsoleCore; dataDir: string }[] = [];
    await use(async (options = {}) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'console-store-'));
      const terminal: string[] = [];
      const core = await startConsoleCore({
        confirmer: new TerminalConfirmer({
          allowProduction: false,
          print: (line) => terminal.push(line),
        }),
        host: 'web',
        version: 'e2e',
        dataDir,
        cipher: unavailableCipher,
        operator: 'store-clerk',
        exportSink: new Downloads().sink,
        mirrorStartMs: null,
        ...options,
      });
      started.push({ core, dataDir });
      const call: StoreConsole['call'] = async (channel, input) => {
        const result = await dispatch(core.handlers, channel, asShownBy(core, channel, input));
        if (!result.ok) throw new Error(`${channel}: ${result.error.message}`);
        return result.value as never;
      };
      return {
        core,
        call,
        configureTeam: async (input) => {
          const asked = await dispatch(core.handlers, 'team:configure', input);
          if (asked.ok || asked.error.apiCode !== 'confirmation_required') {
            throw new Error(
              `team:configure did not ask for a confirmation: ${JSON.stringify(asked)}`,
            );
          }
          return call('team:configure', { ...input, confirmation: printedCodes(terminal).at(-1) });
        },
      };
    });
    for (const { core, dataDir } of started) {
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

export { expect };
