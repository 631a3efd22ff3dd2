import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { startConsoleCore, type ConsoleCore } from '../electron/core/runtime';
import { unavailableCipher } from '../electron/core/secrets/cipher';
import { Downloads } from '../electron/web/downloads';
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
    const downloads = new Downloads();
    const core = await startConsoleCore({
      host: 'web',
      version: 'e2e',
      dataDir,
      cipher: unavailableCipher,
      operator: 'e2e',
      exportSink: downloads.sink,
    });
    const host = await startWebHost({
      handlers: core.handlers,
      rendererDir: resolve(root, 'dist/renderer'),
      bridgeFile: resolve(root, 'dist/web/bridge.js'),
      downloads,
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

/**
 * Keeps a picture of a screen as a test artifact (reports/screens/<name>.png), at the 1024×700
 * viewport every spec runs with, so a reviewer can see each screen without running the app.
 */
export async function snap(page: Page, name: string) {
  // The main area scrolls inside a 100vh frame, so a full-page shot would stop at the fold:
  // grow the viewport to the content for the picture, then put it back.
  const viewport = page.viewportSize() ?? { width: 1024, height: 700 };
  const height = await page.evaluate(() => {
    const main = document.querySelector('main');
    const overflow = main ? main.scrollHeight - main.clientHeight : 0;
    return Math.ceil(document.documentElement.clientHeight + Math.max(0, overflow));
  });
  await page.setViewportSize({
    width: viewport.width,
    height: Math.min(Math.max(height, viewport.height), 4000),
  });
  await page.screenshot({ path: resolve(root, 'reports/screens', `${name}.png`) });
  await page.setViewportSize(viewport);
}

/** Arms a fault on this test's embedded simulator (see the README's control API). */
export async function armFault(app: ConsoleUnderTest, fault: Record<string, unknown>) {
  const response = await fetch(`${app.core.simulator.baseUrl}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
}

export interface LedgerEntry {
  seq: number;
  kind: string;
  payment_id: string;
  transaction_id: string;
  idempotency_key: string | null;
  amount: { value: number; currency: string };
}

/** The simulator's ledger of money effects, to assert "exactly one refund". */
export async function ledger(app: ConsoleUnderTest, paymentId?: string) {
  const query = paymentId ? `?payment_id=${encodeURIComponent(paymentId)}` : '';
  const response = await fetch(`${app.core.simulator.baseUrl}/_sandbox/ledger${query}`);
  return (
    (await response.json()) as {
      data: LedgerEntry[];
    }
  ).data;
}

/** Every /v1 request the simulator received, to assert "a double click sent one request". */
export async function apiRequests(app: ConsoleUnderTest) {
  const response = await fetch(`${app.core.simulator.baseUrl}/_sandbox/requests`);
  return (
    (await response.json()) as {
      data: { method: string; path: string; idempotency_key: string | null }[];
    }
  ).data;
}

export { expect };
