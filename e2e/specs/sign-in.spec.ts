import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { dispatch } from '../../electron/core/ipc/dispatch';
import { startConsoleCore, type ConsoleCore } from '../../electron/core/runtime';
import { unavailableCipher } from '../../electron/core/secrets/cipher';
import {
  startTestProvider,
  TEST_CLIENT_ID,
  type RunningTestProvider,
} from '../../electron/core/testing/oidc-provider';
import { Downloads } from '../../electron/web/downloads';
import { SIGN_IN_CALLBACK_PATH, startWebHost, type RunningWebHost } from '../../electron/web/host';
import { TerminalConfirmer } from '../../electron/web/terminal-confirmer';
import { SignInPage } from '../pages/sign-in-page';

const root = resolve(import.meta.dirname, '../..');

/** A browser host signed in through a real OpenID provider, as `npm run web --oidc-*` runs. */
const test = base.extend<{
  idleLockMinutes: number | undefined;
  signedConsole: { core: ConsoleCore; host: RunningWebHost; provider: RunningTestProvider };
}>({
  idleLockMinutes: [undefined, { option: true }],
  signedConsole: async ({ idleLockMinutes }, use) => {
    const provider = await startTestProvider();
    const dataDir = mkdtempSync(join(tmpdir(), 'console-e2e-'));
    let origin: (o: string) => void = () => {};
    const hostOrigin = new Promise<string>((known) => (origin = known));
    const core = await startConsoleCore({
      confirmer: new TerminalConfirmer({ allowProduction: true, print: () => {} }),
      host: 'web',
      version: 'e2e',
      dataDir,
      cipher: unavailableCipher,
      exportSink: new Downloads().sink,
      mirrorStartMs: null,
      oidc: { issuer: provider.issuer, clientId: TEST_CLIENT_ID },
      ...(idleLockMinutes ? { idleLockMinutes } : {}),
      signInRedirect: async () => `${await hostOrigin}${SIGN_IN_CALLBACK_PATH}`,
    });
    const host = await startWebHost({
      handlers: core.handlers,
      rendererDir: resolve(root, 'dist/renderer'),
      bridgeFile: resolve(root, 'dist/web/bridge.js'),
      push: core.push,
      signInCallback: (url) => core.identity.hostCallback(url),
    });
    origin(host.origin);
    await use({ core, host, provider });
    await host.close();
    await core.close();
    await provider.close();
    rmSync(dataDir, { recursive: true, force: true });
  },
});

// QA, whose role may authorize on the simulator profile (a store manager's may not: roles.spec.ts).
test('QA signs in at the provider, is named in the header and in Activity', async ({
  page,
  signedConsole: { core, host },
}) => {
  const signIn = new SignInPage(page);
  await page.goto(host.url);
  await signIn.signInAs('quinn');
  await expect(signIn.operator).toHaveText(/Operator: Quinn Tester/, { timeout: 15_000 });
  const sent = await dispatch(core.handlers, 'payments:authorize', {
    merchant_id: 'mer-seed-store-1',
    instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
    amount: '9.00',
    currency: 'USD',
    type: 'SALE',
    shownProfile: { id: core.profiles.active().id, revision: core.profiles.active().revision },
  });
  expect(sent.ok).toBe(true);
  await page.evaluate(() => (location.hash = '#/activity'));
  // The entry's inspector says who, as the provider named them.
  await page.getByRole('link', { name: /Payment authorization/ }).click();
  await expect(page.getByText(/Quinn Tester <quinn@shop\.example>/).first()).toBeVisible();
});

test('in Spanish, the sign-in screen and the header speak Spanish', async ({
  page,
  signedConsole: { host },
}) => {
  await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
  const signIn = new SignInPage(page, 'es');
  await page.goto(host.url);
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await signIn.signInAs('ana');
  await expect(signIn.operator).toHaveText(/Operador: Ana Store/, { timeout: 15_000 });
});

test.describe('idle lock', () => {
  test.use({ idleLockMinutes: 0.05 });
  test('locks after the idle time, and signing in again unlocks', async ({
    page,
    signedConsole: { host },
  }) => {
    const signIn = new SignInPage(page);
    await page.goto(host.url);
    await signIn.signInAs('ana');
    await expect(signIn.operator).toHaveText(/Ana Store/, { timeout: 15_000 });
    // Three seconds without input, then the page's next look at main finds it locked.
    await expect(signIn.lockedTitle).toBeVisible({ timeout: 15_000 });
    await signIn.signInAs('ana');
    await expect(signIn.operator).toHaveText(/Ana Store/, { timeout: 15_000 });
  });
});
