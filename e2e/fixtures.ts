import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startConsoleCore, type ConsoleCore } from '../electron/core/runtime';
import { unavailableCipher } from '../electron/core/secrets/cipher';
import { startWebHost, type RunningWebHost } from '../electron/web/host';

const root = resolve(import.meta.dirname, '..');

export interface ConsoleUnderTest {
  core: ConsoleCore;
  /** This test's own data folder: profiles, secrets and journal start empty. */
  dataDir: string;
  host: RunningWebHost;
  /** Opens the console in the page, authorized by the host's per-launch token. */
  open(page: Page, route?: string): Promise<void>;
}

/**
 * Each test gets its own browser host and embedded simulator, exactly what `npm run web` starts,
 * so tests never share state and run in parallel.
 */
export const test = base.extend<{ console: ConsoleUnderTest }>({
  // Playwright reads a fixture's dependencies from its first parameter's destructuring.
  // eslint-disable-next-line no-empty-pattern
  console: async ({}, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
    const core = await startConsoleCore({
      host: 'web',
      version: 'e2e',
      dataDir,
      cipher: unavailableCipher,
      operator: 'e2e',
    });
    const host = await startWebHost({
      handlers: core.handlers,
      rendererDir: resolve(root, 'dist/renderer'),
      bridgeFile: resolve(root, 'dist/web/bridge.js'),
    });
    await use({
      core,
      dataDir,
      host,
      open: async (page, route = '/instruments') => {
        await page.goto(host.url);
        await page.evaluate((hash) => (location.hash = hash), `#${route}`);
      },
    });
    await host.close();
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
});

/** axe on the current screen: no serious or critical violation. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

export { expect };
