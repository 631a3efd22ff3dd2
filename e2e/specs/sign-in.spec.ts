import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
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
import { snap } from '../fixtures';
import { SignInPage } from '../pages/sign-in-page';
import { seenBoxes } from '../pages/seen-boxes';

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

test('the sign-in screen offers the language in its header, whole, before anyone signs in', async ({
  page,
  signedConsole: { host },
}) => {
  await page.goto(host.url);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  const header = (await page.locator('.app-header').boundingBox())!;
  const label = page.locator('.header-language label');
  const select = page.getByLabel('Language');
  for (const box of [await label.boundingBox(), await select.boundingBox()]) {
    // Inside the header band, not cut at its top edge, and not stretched across it.
    expect(box!.y).toBeGreaterThanOrEqual(header.y);
    expect(box!.y + box!.height).toBeLessThanOrEqual(header.y + header.height);
  }
  expect((await select.boundingBox())!.width).toBeLessThan(300);
  await select.selectOption('es');
  await expect(page.getByRole('heading', { name: 'Iniciar sesión' })).toBeVisible();
  await expect(page.getByLabel('Idioma')).toHaveValue('es');
  await snap(page, 'sign-in-language-es');
});

/** The header's items as a person sees them (the header and its tools hide what does not fit). */
const seenInHeader = (page: Page) =>
  seenBoxes(
    page.locator(
      '.brand, .header-search input, .profile > :not(.visually-hidden), .header-tools > *:not(.profile), [data-testid="operator"] > *',
    ),
  );

for (const language of ['en', 'es'] as const) {
  test(`at 1024 px (${language}) the header keeps a long profile name readable; the operator and Sign out stay whole atop the navigation`, async ({
    page,
    signedConsole: { core, host },
  }) => {
    const name = 'Tienda Centro Comercial Andino, caja 12b';
    const created = core.profiles.create({
      name,
      baseUrl: 'http://127.0.0.1:9',
      clientId: 'ext-client',
    });
    if (!created.ok) throw new Error(created.error.message);
    expect(core.profiles.activate(created.value.id).ok).toBe(true);
    if (language === 'es') {
      await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
    }
    const signIn = new SignInPage(page, language);
    await page.goto(host.url);
    await expect(signIn.signInButton).toBeVisible();
    await snap(page, `sign-in-${language}`);
    await signIn.signInAs('lea');
    await expect(signIn.operator).toContainText('Lea Lead', { timeout: 15_000 });
    await expect(page.locator('.profile-name')).toHaveText(name);

    const seen = await seenInHeader(page);
    // The operator's line sits atop the navigation, under the header: not in its row.
    const header = await page.locator('.header-bar').boundingBox();
    const operatorBox = await signIn.operator.boundingBox();
    expect(operatorBox!.y, 'operator under the header').toBeGreaterThanOrEqual(
      header!.y + header!.height - 0.5,
    );
    const shown = seen
      .filter((box) => box.right > box.left && !/operator|link-button/.test(box.what))
      .sort((a, b) => a.left - b.left);
    // Nothing lies on another.
    for (let i = 1; i < shown.length; i++) {
      expect(
        shown[i]!.left,
        `${shown[i]!.what} after ${shown[i - 1]!.what}`,
      ).toBeGreaterThanOrEqual(shown[i - 1]!.right - 0.5);
    }
    // Sign out is whole, and so is the operator's name, or it is whole on hover.
    const signOut = seen.find(
      (box) => box.text === (language === 'en' ? 'Sign out' : 'Cerrar sesión'),
    );
    expect(signOut && signOut.whole && !signOut.clipped, 'Sign out').toBe(true);
    const operator = seen.find((box) => box.text.includes('Lea Lead'))!;
    expect(operator.clipped, 'operator').toBe(false);
    expect(operator.whole || operator.title.includes('Lea Lead'), 'operator').toBe(true);
    // The profile's name keeps a readable part, shortened by its own ellipsis if at all, and
    // then whole on hover.
    const profile = seen.find((box) => box.what === 'profile-name')!;
    expect(profile.right - profile.left).toBeGreaterThan(120);
    expect(profile.clipped, 'profile name').toBe(false);
    expect(profile.whole || profile.title.startsWith(name), 'profile name').toBe(true);
    await snap(page, `header-operator-${language}`);
  });
}

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
    await snap(page, 'locked-en');
    await signIn.signInAs('ana');
    await expect(signIn.operator).toHaveText(/Ana Store/, { timeout: 15_000 });
  });
});
