import type { Page } from '@playwright/test';
import { dispatch } from '../../electron/core/ipc/dispatch';
import { canaryLeaks } from '../../electron/core/testing/canary-scan';
import { startSimulator } from '../../electron/simulator/server';
import { CHANNELS, type Channel } from '../../shared/channels';
import { PUSH_CHANNELS } from '../../shared/profile-bound';
import {
  armFault,
  type ConsoleUnderTest,
  expect,
  productionProfile,
  settings,
  shownOn,
  test,
} from '../fixtures';
import { InstrumentsPage } from '../pages/instruments-page';

test.describe('the renderer is untrusted and fenced in', () => {
  test('window.api is the contract and nothing more; no Node in the page', async ({
    page,
    console: app,
  }) => {
    await app.open(page);
    const surface = await page.evaluate(() => {
      const api = (window as unknown as { api: Record<string, Record<string, unknown>> }).api;
      return {
        names: Object.entries(api).flatMap(([area, verbs]) =>
          Object.keys(verbs).map((v) => `${area}:${v}`),
        ),
        ipcRenderer: typeof (api as Record<string, unknown>).ipcRenderer,
        require: typeof (window as unknown as { require?: unknown }).require,
        process: typeof (window as unknown as { process?: unknown }).process,
      };
    });
    expect(surface.names.sort()).toEqual([...CHANNELS, ...PUSH_CHANNELS].sort());
    expect(surface).toMatchObject({
      ipcRenderer: 'undefined',
      require: 'undefined',
      process: 'undefined',
    });
  });

  test('the CSP stops an injected inline script', async ({ page, console: app }) => {
    const violations: string[] = [];
    page.on('console', (message) => violations.push(message.text()));
    await app.open(page);
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    expect(violations.join('\n')).toContain('Content Security Policy');
  });

  test('the console’s own code breaks none of the policy: a load, a list, a form checking input', async ({
    page,
    console: app,
  }) => {
    // Recorded by the page itself, from before its first script: a violation is an event there.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await app.open(page);
    await expect(page.getByRole('status').filter({ hasText: 'instruments loaded' })).toBeVisible();
    const instruments = new InstrumentsPage(page);
    await instruments.startCreate();
    await instruments.fillCard({
      holder: 'Ana',
      number: '4111',
      month: '13',
      year: '20',
      cvv: '1',
    });
    await instruments.submitCreate();
    await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
    const violations = await page.evaluate(
      () => (window as unknown as { __violations: string[] }).__violations,
    );
    expect(violations).toEqual([]);
  });

  test('the launch token stays out of the address and survives a reload made at once', async ({
    page,
    console: app,
  }) => {
    await page.goto(app.host.url);
    expect(page.url()).not.toContain('token');
    // Before the tab has gone idle: the token is kept for a reload as the page leaves.
    await page.reload();
    await expect(new InstrumentsPage(page).list.getByRole('listitem').first()).toBeVisible();
    expect(page.url()).not.toContain('token');
  });

  test('a call without the launch token is refused by the host', async ({ page, console: app }) => {
    await app.open(page);
    const status = await page.evaluate(async () => {
      const response = await fetch('/ipc/instruments:list', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ input: {} }),
      });
      return response.status;
    });
    expect(status).toBe(401);
  });

  test('a channel outside the contract is refused even with the token', async ({
    page,
    console: app,
  }) => {
    await app.open(page);
    const answer = await page.evaluate(async (token) => {
      const response = await fetch('/ipc/shell:openExternal', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-console-token': token },
        body: JSON.stringify({ input: 'file:///etc/passwd' }),
      });
      return response.json();
    }, app.host.token);
    expect(answer).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });
});

/**
 * A compromised page on a production profile, played from where it stands: `window.api` (the
 * browser host's bridge with this launch's token). The person at the terminal is the only one
 * who can read the codes the host prints; the production API is a simulator of its own, so
 * every request that reaches it is counted.
 */
test.describe('an attacker in the page, on a production profile', () => {
  const MONEY = /^\/v1\/(payments\/authorizations|transactions\/|pos\/)/;
  const sale = {
    merchant_id: 'mer-seed-store-1',
    instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
    amount: '25.50',
    currency: 'USD',
    type: 'SALE',
  };

  test('moves no money without the person’s step, whatever it calls', async ({
    page,
    console: app,
  }) => {
    const { simulator: production, id } = await productionProfile(app, 'Acquirer (production)');
    try {
      await app.open(page);
      const moneySent = () =>
        production.control.requests().filter((r) => r.method === 'POST' && MONEY.test(r.path));
      // The page names the profile it shows, as main wants: nothing else stands in its way.
      const shownProfile = await shownOn(page);
      const authorization = { ...sale, shownProfile };

      // The page asks first, so the guesses below can be chosen unlike the code the host printed:
      // a fixed guess equals a random code once in a million runs.
      const asked = await page.evaluate(
        (authorization) =>
          (
            window as unknown as { api: { payments: { authorize(i: unknown): Promise<unknown> } } }
          ).api.payments.authorize(authorization),
        authorization,
      );
      const printed = app.printedCode();
      const guesses = ['000000', '123456', '999999', '000001']
        .filter((g) => g !== printed)
        .slice(0, 3);
      const answers = await page.evaluate(
        async ({ authorization, id, baseUrl, shownProfile, asked, guesses }) => {
          // The page's whole reach: the bridge's functions.
          const api = (window as unknown as { api: Record<string, Record<string, unknown>> })
            .api as unknown as {
            outcomes: Record<string, unknown>;
            payments: { authorize(input: unknown): Promise<unknown> };
            pos: { cancelOrRefund(input: unknown): Promise<unknown> };
            profiles: { update(input: unknown): Promise<unknown> };
          };
          const profile = { name: 'Acquirer (production)', baseUrl, clientId: 'prod-client' };
          const out: Record<string, unknown> = {
            confirmChannel: typeof api.outcomes.confirm,
            asked,
          };
          out.guesses = [];
          for (const guess of guesses) {
            (out.guesses as unknown[]).push(
              await api.payments.authorize({ ...authorization, confirmation: guess }),
            );
          }
          out.productionOff = await api.profiles.update({
            id,
            changes: { ...profile, production: false },
            shownProfile,
          });
          out.rawCards = await api.profiles.update({
            id,
            changes: { ...profile, production: true, allowRawCards: true },
            shownProfile,
          });
          out.moved = await api.profiles.update({
            id,
            changes: { ...profile, baseUrl: 'http://127.0.0.1:9', production: true },
            shownProfile,
          });
          out.afterwards = await api.payments.authorize(authorization);
          out.pos = await api.pos.cancelOrRefund({
            payment_id: 'pay-seed-pos-drill-authorized',
            shownProfile,
          });
          return out;
        },
        { authorization, id, baseUrl: production.baseUrl, shownProfile, asked, guesses },
      );

      expect(answers.confirmChannel).toBe('undefined');
      expect(answers.asked).toMatchObject({
        ok: false,
        error: {
          apiCode: 'confirmation_required',
          confirmation: { summary: { last_four: '1111' } },
        },
      });
      for (const code of app.terminal.flatMap((l) => /Code: (\d{6})/.exec(l)?.[1] ?? [])) {
        expect(JSON.stringify(answers)).not.toContain(code);
      }
      for (const refused of [
        ...(answers.guesses as unknown[]),
        answers.productionOff,
        answers.rawCards,
        answers.moved,
        answers.afterwards,
        answers.pos,
      ]) {
        expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } });
      }
      expect(moneySent()).toEqual([]);
      expect(production.control.ledger()).toEqual([]);
      expect(await dispatch(app.core.handlers, 'app:info', undefined)).toMatchObject({
        value: { profile: { id, production: true, baseUrl: production.baseUrl } },
      });

      // The person's step: the code read off the terminal, for this operation, moves it once.
      const done = await page.evaluate(
        ({ authorization, code }) =>
          (
            window as unknown as {
              api: { payments: { authorize(input: unknown): Promise<unknown> } };
            }
          ).api.payments.authorize({ ...authorization, confirmation: code }),
        { authorization, code: await askAndRead(page, app, authorization) },
      );
      expect(done).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
      expect(moneySent()).toHaveLength(1);
      expect(production.control.ledger()).toHaveLength(1);
    } finally {
      await production.close();
    }
  });

  test.describe('when the host was started without --allow-production', () => {
    test.use({ allowProduction: false });

    test('refuses production money outright and prints no code', async ({ page, console: app }) => {
      const { simulator: production } = await productionProfile(app, 'Acquirer (production)');
      try {
        await app.open(page);
        const answer = await page.evaluate(
          (input) =>
            (
              window as unknown as {
                api: { payments: { authorize(input: unknown): Promise<unknown> } };
              }
            ).api.payments.authorize(input),
          { ...sale, shownProfile: await shownOn(page) },
        );
        expect(answer).toMatchObject({
          ok: false,
          error: { code: 'forbidden', apiCode: 'production_not_allowed' },
        });
        expect(app.terminal).toEqual([]);
        expect(production.control.requests().filter((r) => MONEY.test(r.path))).toEqual([]);
      } finally {
        await production.close();
      }
    });
  });
});

/** Asks for the operation as the page would, then reads the code off the terminal as a person. */
async function askAndRead(page: Page, app: ConsoleUnderTest, input: unknown): Promise<string> {
  await page.evaluate(
    (input) =>
      (
        window as unknown as {
          api: { payments: { authorize(input: unknown): Promise<unknown> } };
        }
      ).api.payments.authorize(input),
    input,
  );
  return app.printedCode()!;
}

test.describe('card data and secrets never reach the screen, even when the API echoes them', () => {
  const SECRET = 'canary-secret-e2e-Zq8vT3kW9pL';
  const canaries = { pans: ['4111111111111111'], cvvs: ['947'], secrets: [SECRET] };
  const card = {
    holder: 'Canary Holder',
    number: '4111 1111 1111 1111',
    month: '12',
    year: '2030',
    cvv: '947',
  };

  /** Everything the page holds: its DOM, what its fields hold, and its storage. */
  const screen = (page: Page) =>
    page.evaluate(() =>
      [
        document.documentElement.outerHTML,
        ...[...document.querySelectorAll('input, textarea')].map(
          (field) => (field as HTMLInputElement).value,
        ),
        JSON.stringify({ ...sessionStorage }),
        JSON.stringify({ ...localStorage }),
      ].join('\n'),
    );

  test('an error quoting the card and CVV, and an answer with them in an unknown field', async ({
    page,
    console: app,
  }) => {
    const instruments = new InstrumentsPage(page);
    const create = { method: 'POST', path: '/v1/instruments' };
    await armFault(app, { match: create, kind: 'echo_error' });
    await app.open(page, '/instruments/new');
    await instruments.fillCard(card);
    await instruments.submitCreate();
    await expect(page.getByRole('alert')).toContainText('Could not process');
    expect(canaryLeaks(await screen(page), canaries)).toEqual([]);

    await armFault(app, { match: create, kind: 'echo_after_effect' });
    await instruments.fillCard(card); // the card number and CVV were cleared by the submit
    await instruments.submitCreate();
    await instruments.detailId();
    await expect(instruments.rawJson()).toContainText('request_echo');
    await expect(instruments.rawJson()).toContainText('411111••••••1111');
    expect(canaryLeaks(await screen(page), canaries)).toEqual([]);
  });

  test('a token endpoint quoting the client secret', async ({ page, console: app }) => {
    const remote = await startSimulator({ clientId: 'canary-client', clientSecret: SECRET });
    try {
      const call = async (channel: Channel, input: unknown) =>
        (await settings(app, channel, input as never)) as { ok: true; value: { id: string } };
      const { value: profile } = await call('profiles:create', {
        name: 'Canary',
        baseUrl: remote.baseUrl,
        clientId: 'canary-client',
      });
      await call('profiles:setSecret', { id: profile.id, secret: SECRET });
      await call('profiles:activate', { id: profile.id });
      remote.control.armFault({ match: { path: '/oauth/token' }, kind: 'echo_error', count: 5 });
      await app.open(page, '/instruments');
      await expect(page.getByRole('alert')).toContainText('client_secret');
      expect(canaryLeaks(await screen(page), canaries)).toEqual([]);
    } finally {
      await remote.close();
    }
  });
});
