import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { dispatch } from '../electron/core/ipc/dispatch';
import { asShownBy, type FixtureInput } from '../electron/core/testing/core-fixture';
import type { ConsoleApi } from '../shared/api-surface';
import type { Channel } from '../shared/channels';
import type { Result } from '../shared/result';
import { startConsoleCore, type ConsoleCore } from '../electron/core/runtime';
import { startSimulator } from '../electron/simulator/server';
import { DIALECT_NAMES, type DialectName } from '../shared/schemas/dialect';
import type { Role } from '../shared/schemas/operator';
import { fixedRolesSession } from '../electron/core/identity/fixed-roles-session';
import { unavailableCipher } from '../electron/core/secrets/cipher';
import { Downloads } from '../electron/web/downloads';
import { startWebHost, type RunningWebHost } from '../electron/web/host';
import { TerminalConfirmer } from '../electron/web/terminal-confirmer';

const root = resolve(import.meta.dirname, '..');

export interface ConsoleUnderTest {
  core: ConsoleCore;
  /** How this test's embedded simulator answers (`test.use({ dialect: 'reference' })`). */
  dialect: DialectName;
  /** This test's own data folder: profiles, secrets and journal start empty. */
  dataDir: string;
  host: RunningWebHost;
  /** Opens the console in the page, authorized by the host's per-launch token. */
  open(page: Page, route?: string): Promise<void>;
  /** What the host printed in its terminal, where a person reads confirmation codes. */
  terminal: string[];
  /** The newest confirmation code the host printed, as the person at the terminal reads it. */
  printedCode(): string | undefined;
}

/**
 * Each test gets its own browser host and embedded simulator, exactly what `npm run web` starts,
 * so tests never share state and run in parallel. The host runs as with --allow-production
 * unless a spec says `test.use({ allowProduction: false })`. The simulator answers in the
 * `dialect` option, set the way a user sets it (the Simulator profile in Settings).
 */
export const test = base.extend<{
  console: ConsoleUnderTest;
  allowProduction: boolean;
  dialect: DialectName;
  /** The embedded simulator's `--seed-payments N` (`test.use({ seedPayments: 500 })`). */
  seedPayments: number;
  /** When the payments mirror's sync starts (`test.use({ mirrorStartMs: 0 })`); null: never. */
  mirrorStartMs: number | null;
  /**
   * The session's roles (`test.use({ roles: ['store-manager'] })`), given to the core as a
   * provider's sign-in would; none: the local operator with every role.
   */
  roles: readonly Role[] | undefined;
}>({
  allowProduction: [true, { option: true }],
  dialect: ['friendly', { option: true }],
  seedPayments: [0, { option: true }],
  // Off by default: a spec's count of the API's requests stays its own.
  mirrorStartMs: [null, { option: true }],
  roles: [undefined, { option: true }],
  console: async ({ allowProduction, dialect, seedPayments, mirrorStartMs, roles }, use) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
    const downloads = new Downloads();
    const terminal: string[] = [];
    const core = await startConsoleCore({
      confirmer: new TerminalConfirmer({ allowProduction, print: (line) => terminal.push(line) }),
      host: 'web',
      version: 'e2e',
      dataDir,
      ...(seedPayments ? { seedPayments } : {}),
      cipher: unavailableCipher,
      operator: 'e2e',
      exportSink: downloads.sink,
      mirrorStartMs,
      ...(roles ? { operatorSession: fixedRolesSession('e2e', roles) } : {}),
    });
    const set = core.profiles.setSimulatorDialect(dialect);
    if (!set.ok) throw new Error(set.error.message);
    const host = await startWebHost({
      handlers: core.handlers,
      rendererDir: resolve(root, 'dist/renderer'),
      bridgeFile: resolve(root, 'dist/web/bridge.js'),
      downloads,
      push: core.push,
    });
    await use({
      core,
      dialect,
      dataDir,
      host,
      open: async (page, route = '/instruments') => {
        await page.goto(host.url);
        await page.evaluate((hash) => (location.hash = hash), `#${route}`);
      },
      terminal,
      printedCode: () =>
        terminal.flatMap((line) => /(?:Code|Código): (\d{6})\b/.exec(line)?.[1] ?? []).at(-1),
    });
    await host.close();
    await core.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
});

/** Every dialect, for the flows each persona runs against both. */
export const DIALECTS = DIALECT_NAMES;

/** A picture's name for this test's dialect: the friendly one keeps the plain name. */
export function shotName(app: Pick<ConsoleUnderTest, 'dialect'>, name: string) {
  return app.dialect === 'friendly' ? name : `${name}-${app.dialect}`;
}

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

/** The embedded simulator's control API wants this launch's token. */
const controlHeaders = (app: ConsoleUnderTest) => ({
  'x-control-token': app.core.simulator.controlToken,
});

/** How this test's embedded simulator answers right now, as its control API says. */
export async function simulatorDialect(app: ConsoleUnderTest): Promise<string> {
  const response = await fetch(`${app.core.simulator.baseUrl}/_sandbox/dialect`, {
    headers: controlHeaders(app),
  });
  return ((await response.json()) as { dialect: string }).dialect;
}

/** Arms a fault on this test's embedded simulator (see the README's control API). */
export async function armFault(app: ConsoleUnderTest, fault: Record<string, unknown>) {
  const response = await fetch(`${app.core.simulator.baseUrl}/_sandbox/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...controlHeaders(app) },
    body: JSON.stringify(fault),
  });
  expect(response.status).toBe(201);
}

/** Moves this test's embedded simulator's clock forward, settling what became due. */
export async function advanceClock(app: ConsoleUnderTest, seconds: number) {
  const response = await fetch(`${app.core.simulator.baseUrl}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...controlHeaders(app) },
    body: JSON.stringify({ advance_s: seconds }),
  });
  expect(response.status).toBe(200);
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
  const response = await fetch(`${app.core.simulator.baseUrl}/_sandbox/ledger${query}`, {
    headers: controlHeaders(app),
  });
  return (
    (await response.json()) as {
      data: LedgerEntry[];
    }
  ).data;
}

/** Every /v1 request the simulator received, to assert "a double click sent one request". */
export async function apiRequests(app: ConsoleUnderTest) {
  const response = await fetch(`${app.core.simulator.baseUrl}/_sandbox/requests`, {
    headers: controlHeaders(app),
  });
  return (
    (await response.json()) as {
      data: { method: string; path: string; idempotency_key: string | null }[];
    }
  ).data;
}

/**
 * A second simulator standing in for a production API, and the console's active profile on
 * it, made the way Settings makes one; the caller closes the simulator when its test is done.
 */
export async function productionProfile(
  app: ConsoleUnderTest,
  name: string,
  extra: { defaultMerchantId?: string } = {},
) {
  const simulator = await startSimulator({
    port: 0,
    clientId: 'prod-client',
    clientSecret: 'prod-secret-value',
  });
  const fields = { name, baseUrl: simulator.baseUrl, clientId: 'prod-client', ...extra };
  const created = (await settings(app, 'profiles:create', fields)) as {
    ok: true;
    value: { id: string };
  };
  // The secret goes in before production is on: on production it would need the person.
  await settings(app, 'profiles:setSecret', {
    id: created.value.id,
    secret: 'prod-secret-value',
  });
  await settings(app, 'profiles:update', {
    id: created.value.id,
    changes: { ...fields, production: true },
  });
  await settings(app, 'profiles:activate', { id: created.value.id });
  return { simulator, id: created.value.id };
}

/**
 * A call as Settings on a page that shows the active profile makes it: a profile-bound one
 * names that profile and its revision.
 */
export function settings<C extends Channel>(
  app: Pick<ConsoleUnderTest, 'core'>,
  channel: C,
  input: FixtureInput<C>,
): Promise<Result<unknown>> {
  return dispatch(app.core.handlers, channel, asShownBy(app.core, channel, input));
}

/** The profile the page's header shows, as its screens name it with a profile-bound call. */
export function shownOn(page: Page): Promise<{ id: string; revision: number }> {
  return page.evaluate(async () => {
    const info = await (window as unknown as { api: ConsoleApi }).api.app.info();
    if (!info.ok) throw new Error(info.error.message);
    return { id: info.value.profile.id, revision: info.value.profile.revision };
  });
}

/** Whether an element's text stands on one line (an id that wraps inside itself does not). */
export function onOneLine(element: Locator): Promise<boolean> {
  return element.evaluate((el) => {
    const lineHeight = parseFloat(getComputedStyle(el).lineHeight) || 20;
    return el.getBoundingClientRect().height < lineHeight * 1.5;
  });
}

/** How far the page and its main area scroll sideways: [0, 0] when only tables scroll. */
export function sidewaysScroll(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    [document.documentElement, document.querySelector('main')!].map(
      (el) => el.scrollWidth - el.clientWidth,
    ),
  );
}

/** The elements of `cells` whose text is wider than their box: cut, or spilling over the next. */
export function cutText(cells: Locator): Promise<string[]> {
  return cells.evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent ?? ''),
  );
}

/** How far the whole window scrolls down: 0 when only the main area scrolls. */
export function windowScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
}

export { expect };
