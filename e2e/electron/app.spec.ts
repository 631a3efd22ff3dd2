import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { _electron as electron, expect, test, type ElectronApplication } from '@playwright/test';
import { CONTENT_SECURITY_POLICY } from '../../electron/core/renderer-bundle';
import { startSimulator } from '../../electron/simulator/server';
import { AuthorizationFormPage } from '../pages/authorization-page';
import { electronBinary } from '../../scripts/launch-plan';

/**
 * The real app, where the browser host cannot stand in: the window's preferences, the app://
 * protocol's CSP, navigation and window denial, main's own production confirmation dialog,
 * safeStorage, the single-instance lock and the journal on disk. Each test launches Electron on
 * its own data folder (--user-data-dir).
 */
const root = resolve(import.meta.dirname, '../..');
const binary = electronBinary({
  env: process.env,
  electronDir: dirname(createRequire(import.meta.url).resolve('electron/package.json')),
});

test.skip(
  binary === null && !process.env.REQUIRE_ELECTRON,
  'Electron’s binary is not installed here (it is fetched from GitHub on first use, and this machine cannot reach GitHub); the browser-host specs run the same renderer and handlers',
);
test.describe.configure({ timeout: 60_000 });

let dataDir: string;
let app: ElectronApplication;

test.beforeEach(async () => {
  expect(binary, 'REQUIRE_ELECTRON is set, so Electron’s binary must be installed').not.toBeNull();
  dataDir = mkdtempSync(join(tmpdir(), 'console-electron-'));
  app = await electron.launch({
    executablePath: binary!,
    args: [root, `--user-data-dir=${dataDir}`],
  });
});

test.afterEach(async () => {
  await app?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function consoleWindow() {
  const page = await app.firstWindow();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return page;
}

test('every window is sandboxed and isolated, and the page has no Node', async () => {
  const page = await consoleWindow();
  const preferences = await app.evaluate(({ BrowserWindow }) =>
    // Undocumented in the typings, but what Electron's own tests read: the preferences in force.
    BrowserWindow.getAllWindows().map((w) =>
      (
        w.webContents as unknown as { getLastWebPreferences(): Record<string, unknown> }
      ).getLastWebPreferences(),
    ),
  );
  expect(preferences).toHaveLength(1);
  for (const p of preferences) {
    expect(p).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      webviewTag: false,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
    });
  }
  expect(await page.evaluate(() => typeof (window as { require?: unknown }).require)).toBe(
    'undefined',
  );
  expect(await page.evaluate(() => typeof (window as { process?: unknown }).process)).toBe(
    'undefined',
  );
  const api = await page.evaluate(() => Object.keys((window as unknown as { api: object }).api));
  expect(api).toContain('instruments');
  expect(api).not.toContain('ipcRenderer');
});

test('the app:// protocol serves the strict CSP, and an injected inline script does not run', async () => {
  const page = await consoleWindow();
  await expect(page).toHaveURL(/^app:\/\/console\//);
  const headers = await app.evaluate(async ({ net }) => {
    const response = await net.fetch('app://console/index.html');
    return Object.fromEntries(response.headers);
  });
  expect(headers['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
  const ran = await page.evaluate(async () => {
    const blocked = new Promise((done) =>
      document.addEventListener('securitypolicyviolation', () => done('blocked'), { once: true }),
    );
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    const verdict = await Promise.race([blocked, new Promise((done) => setTimeout(done, 1000))]);
    return { ran: (window as { __inlineRan?: boolean }).__inlineRan === true, verdict };
  });
  expect(ran).toEqual({ ran: false, verdict: 'blocked' });
});

test('the window cannot be navigated away, and opens no other window', async () => {
  const page = await consoleWindow();
  const before = page.url();
  for (const target of ['https://example.org/', 'file:///etc/hosts', 'http://127.0.0.1:9/']) {
    await page.evaluate((url) => (location.href = url), target);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(before);
  }
  const opened = await page.evaluate(() => window.open('https://example.org/') === null);
  expect(opened).toBe(true);
  await page.evaluate(() => {
    const link = Object.assign(document.createElement('a'), {
      href: 'https://example.org/',
      target: '_blank',
    });
    document.body.append(link);
    link.click();
  });
  await page.waitForTimeout(300);
  expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('a client secret is sealed with safeStorage, or kept for this run only where that is not secure', async () => {
  const page = await consoleWindow();
  const secret = 'e2e-client-secret-5d1f0c';
  const answer = await page.evaluate(async (value) => {
    const { api } = window as unknown as {
      api: {
        profiles: Record<
          string,
          (input?: unknown) => Promise<{ ok: boolean; value?: { id?: string; state?: string } }>
        >;
      };
    };
    const created = await api.profiles.create!({
      name: 'Sandbox acquirer',
      baseUrl: 'https://api.acquirer.example',
      clientId: 'console-e2e',
    });
    const id = created.value!.id!;
    const state = await api.profiles.setSecret!({ id, secret: value });
    const list = await api.profiles.list!();
    return { id, state: state.value, list: JSON.stringify(list) };
  }, secret);
  expect(answer.list).not.toContain(secret);

  const keyring = await app.evaluate(({ safeStorage }) => ({
    available: safeStorage.isEncryptionAvailable(),
    backend:
      process.platform === 'linux' ? safeStorage.getSelectedStorageBackend() : process.platform,
  }));
  const secure = keyring.available && !['basic_text', 'unknown'].includes(keyring.backend);
  const secretsFile = join(dataDir, 'secrets.json');
  if (secure) {
    expect(answer.state).toMatchObject({ state: 'set' });
    const stored = JSON.parse(readFileSync(secretsFile, 'utf8')) as Record<string, string>;
    expect(readFileSync(secretsFile, 'utf8')).not.toContain(secret);
    const opened = await app.evaluate(
      ({ safeStorage }, sealed) => safeStorage.decryptString(Buffer.from(sealed, 'base64')),
      stored[answer.id]!,
    );
    expect(opened).toBe(secret);
  } else {
    expect(answer.state).toMatchObject({ state: 'session_only', reason: expect.any(String) });
    expect(existsSync(secretsFile) ? readFileSync(secretsFile, 'utf8') : '').not.toContain(
      answer.id,
    );
  }
  // Wherever it went, the plain secret is in no file the console wrote (Chromium's own files,
  // some of them locked while it runs, are not the console's to vouch for).
  for (const file of consoleFiles(dataDir)) {
    expect(readFileSync(file).includes(secret), file).toBe(false);
  }
});

test('production money waits for main’s own dialog: Cancel sends nothing, Confirm sends once', async () => {
  // The production API is a simulator of this test's own, so every effect on it is counted.
  const production = await startSimulator({
    port: 0,
    clientId: 'prod-client',
    clientSecret: 'prod-secret-value',
  });
  try {
    const page = await consoleWindow();
    // Main looks dialog.showMessageBox up when it asks, so the test can stand in for the person:
    // it records what the dialog said and answers with the button given.
    await app.evaluate(({ dialog }) => {
      const state = { asked: [] as unknown[], button: 0 };
      (globalThis as { dialogStub?: typeof state }).dialogStub = state;
      dialog.showMessageBox = (async (...args: unknown[]) => {
        state.asked.push(args.at(-1));
        return { response: state.button, checkboxChecked: false };
      }) as typeof dialog.showMessageBox;
    });
    const answer = (button: number) =>
      app.evaluate((_electron, value) => {
        const state = (globalThis as { dialogStub?: { button: number } }).dialogStub!;
        state.button = value;
      }, button);
    const authorize = () =>
      page.evaluate(async (baseUrl) => {
        type Call<T = unknown> = (input?: unknown) => Promise<{ ok: boolean; value: T }>;
        const { api } = window as unknown as {
          api: {
            profiles: {
              list: Call<{ profiles: { id: string; baseUrl: string }[] }>;
              create: Call<{ id: string }>;
              setSecret: Call;
              activate: Call;
            };
            payments: { authorize: Call };
            app: { info: Call<{ profile: { id: string; revision: number } }> };
          };
        };
        // Each write names the profile the page shows, as the screens do.
        const shown = async () => {
          const { id, revision } = (await api.app.info()).value.profile;
          return { id, revision };
        };
        const profiles = await api.profiles.list();
        let id = profiles.value.profiles.find((p) => p.baseUrl === baseUrl)?.id;
        if (!id) {
          const created = await api.profiles.create({
            name: 'Acquirer (production)',
            baseUrl,
            clientId: 'prod-client',
            production: true,
            shownProfile: await shown(),
          });
          id = created.value.id;
          await api.profiles.setSecret({
            id,
            secret: 'prod-secret-value',
            shownProfile: await shown(),
          });
          await api.profiles.activate({ id, shownProfile: await shown() });
        }
        return api.payments.authorize({
          shownProfile: await shown(),
          merchant_id: 'mer-seed-store-1',
          instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
          amount: '25.50',
          currency: 'USD',
          type: 'SALE',
        });
      }, production.baseUrl);

    await answer(0);
    expect(await authorize()).toMatchObject({
      ok: false,
      error: { apiCode: 'confirmation_declined' },
    });
    const [asked] = (await app.evaluate(
      () => (globalThis as { dialogStub?: { asked: unknown[] } }).dialogStub!.asked,
    )) as { message: string; detail: string; buttons: string[]; defaultId: number }[];
    expect(asked?.message).toContain('“Acquirer (production)”');
    expect(asked?.detail).toMatch(/Amount: .*25\.50/);
    expect(asked?.detail).toContain('Card: ending 1111');
    expect(asked?.buttons[asked.defaultId]).toBe('Cancel');
    expect(production.control.ledger()).toEqual([]);

    await answer(1);
    expect(await authorize()).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    expect(production.control.ledger()).toHaveLength(1);
  } finally {
    await production.close();
  }
});

test('a second instance on the same data folder hands over and exits', async () => {
  await consoleWindow();
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const second = spawn(binary!, [root, `--user-data-dir=${dataDir}`], { env, stdio: 'ignore' });
  const code = await new Promise<number | null>((done) => second.on('exit', done));
  expect(code).toBe(0);
  expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);
});

test('an authorization made in the app is journaled on disk, begin to finish, with its key', async () => {
  const page = await consoleWindow();
  await page.evaluate(() => (location.hash = '#/authorizations'));
  const form = new AuthorizationFormPage(page);
  await expect(form.heading).toHaveText('Authorize a payment');
  await form.fill({
    merchant: 'mer-seed-store-1',
    instrument: 'ins-seed-visa-approved',
    amount: '12.34',
  });
  await form.submit();
  await expect(form.outcome).toHaveText('Approved');
  const key = (await form.fact('Idempotency key').innerText()).trim();

  const journal = join(dataDir, 'journal');
  const lines = readdirSync(journal)
    .filter((name) => name.endsWith('.jsonl'))
    .flatMap((name) => readFileSync(join(journal, name), 'utf8').trim().split('\n'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const begin = lines.find((r) => r.type === 'begin' && r.idempotency_key === key);
  expect(begin).toMatchObject({
    operation: 'payments:authorize',
    amount: { value: 12.34, currency: 'USD' },
    profile: { id: 'simulator', production: false },
  });
  expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  const mine = lines.filter((r) => r.operation_id === begin!.operation_id).map((r) => r.type);
  expect(mine).toEqual(['begin', 'attempt', 'finish']);
  expect(
    lines.find((r) => r.type === 'finish' && r.operation_id === begin!.operation_id),
  ).toMatchObject({
    outcome: 'succeeded',
  });
  // Card data: nothing that looks like a card number reached the file.
  for (const name of readdirSync(journal)) {
    expect(readFileSync(join(journal, name), 'utf8')).not.toMatch(/\d{12,}/);
  }
});

/** What the console core writes in its data folder: profiles, secrets and the journal. */
function consoleFiles(dir: string): string[] {
  const journal = join(dir, 'journal');
  return [
    ...readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => join(dir, name)),
    ...(existsSync(journal) ? readdirSync(journal).map((name) => join(journal, name)) : []),
  ];
}
