import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { startConsoleCore, type ConsoleCore } from '../../electron/core/runtime';
import { unavailableCipher } from '../../electron/core/secrets/cipher';
import {
  startTestProvider,
  TEST_CLIENT_ID,
  type RunningTestProvider,
} from '../../electron/core/testing/oidc-provider';
import { startSimulator, type RunningSimulator } from '../../electron/simulator/server';
import { Downloads } from '../../electron/web/downloads';
import { SIGN_IN_CALLBACK_PATH, startWebHost, type RunningWebHost } from '../../electron/web/host';
import { TerminalConfirmer } from '../../electron/web/terminal-confirmer';
import { expectAccessible, snap } from '../fixtures';
import { ActivityScreen } from '../pages/activity-page';
import { ApprovalsScreen } from '../pages/approvals-page';
import { PosScreen } from '../pages/pos-page';
import { seenBoxes } from '../pages/seen-boxes';
import { SignInPage } from '../pages/sign-in-page';
import { TeamScreens } from '../pages/team-page';
import { expect, test as teamTest } from '../team-fixtures';

const root = resolve(import.meta.dirname, '../..');

/** One person's console: a browser host signed in through the provider, on the team store. */
interface SignedConsole {
  core: ConsoleCore;
  host: RunningWebHost;
  terminal: string[];
  printedCode(): string;
  /** Opens the console and signs `login` in at the provider, as the person does. */
  signIn(page: Page, login: string): Promise<void>;
  go(page: Page, route: string): Promise<void>;
}

const test = teamTest.extend<{
  provider: RunningTestProvider;
  production: RunningSimulator;
  signedConsole: (teamStoreUrl: string) => Promise<SignedConsole>;
  /** A second person's browser, apart from the first's: its own cookies and storage. */
  otherPage: Page;
}>({
  otherPage: async ({ browser }, use) => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 700 } });
    await use(await context.newPage());
    await context.close();
  },
  // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixture's dependencies from it
  provider: async ({}, use) => {
    const provider = await startTestProvider();
    await use(provider);
    await provider.close();
  },
  // eslint-disable-next-line no-empty-pattern -- as above
  production: async ({}, use) => {
    const simulator = await startSimulator({
      port: 0,
      clientId: 'prod-client',
      clientSecret: 'prod-secret-value',
    });
    await use(simulator);
    await simulator.close();
  },
  signedConsole: async ({ provider }, use) => {
    const started: { core: ConsoleCore; host: RunningWebHost; dataDir: string }[] = [];
    await use(async (teamStoreUrl) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'console-approvals-'));
      const terminal: string[] = [];
      // One for both: an export the core makes is what the host hands the browser.
      const downloads = new Downloads();
      let origin: (o: string) => void = () => {};
      const hostOrigin = new Promise<string>((known) => (origin = known));
      const core = await startConsoleCore({
        confirmer: new TerminalConfirmer({
          allowProduction: true,
          print: (line) => terminal.push(line),
        }),
        host: 'web',
        version: 'e2e',
        dataDir,
        cipher: unavailableCipher,
        exportSink: downloads.sink,
        mirrorStartMs: null,
        oidc: { issuer: provider.issuer, clientId: TEST_CLIENT_ID },
        signInRedirect: async () => `${await hostOrigin}${SIGN_IN_CALLBACK_PATH}`,
        // As `npm run web -- --team-store` takes it: the person's own choice at start.
        teamStore: { url: teamStoreUrl, source: 'flag' },
        // Quicker than the 5 s default, so the test waits on the decision, not the clock.
        approvalPollMs: 1_000,
      });
      const host = await startWebHost({
        handlers: core.handlers,
        rendererDir: resolve(root, 'dist/renderer'),
        bridgeFile: resolve(root, 'dist/web/bridge.js'),
        downloads,
        push: core.push,
        signInCallback: (url) => core.identity.hostCallback(url),
      });
      origin(host.origin);
      started.push({ core, host, dataDir });
      const printedCode = () => {
        const code = terminal
          .flatMap((line) => /(?:Code|Código): (\d{6})\b/.exec(line)?.[1] ?? [])
          .at(-1);
        if (!code) throw new Error('the host printed no code');
        return code;
      };
      return {
        core,
        host,
        terminal,
        printedCode,
        signIn: async (page, login) => {
          await page.goto(host.url);
          const signIn = new SignInPage(page);
          await signIn.signInAs(login);
          await expect(signIn.operator).toBeVisible({ timeout: 15_000 });
        },
        go: async (page, route) => {
          await page.evaluate((hash) => (location.hash = hash), `#${route}`);
        },
      };
    });
    for (const { core, host, dataDir } of started) {
      await host.close();
      await core.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
});

/**
 * The requester's production profile on the stand-in for the acquirer, made as Settings makes
 * one: a refund above USD 20.00 waits for a second person.
 */
async function liveProfile(till: SignedConsole, production: RunningSimulator) {
  const fields = {
    name: 'Live acquirer',
    baseUrl: production.baseUrl,
    clientId: 'prod-client',
    approval: { refundAbove: 20 },
  };
  const created = till.core.profiles.create(fields);
  if (!created.ok) throw new Error(created.error.message);
  const id = created.value.id;
  const secret = await till.core.profiles.setSecret(id, 'prod-secret-value');
  if (!secret.ok) throw new Error(secret.error.message);
  // Turning production on only makes the profile safer: main asks nothing for it.
  const made = await till.core.profiles.update(id, { ...fields, production: true });
  if (!made.ok) throw new Error(made.error.message);
  const active = till.core.profiles.activate(id);
  if (!active.ok) throw new Error(active.error.message);
}

/**
 * Cancel-or-refund on the production profile, confirmed with the code, as the person does; the
 * notice says what it would move (`planned`), as the payment was read when it was asked.
 */
async function askToReverse(page: Page, till: SignedConsole, paymentId: string, planned: RegExp) {
  const pos = new PosScreen(page);
  await till.go(page, `/pos?payment=${paymentId}`);
  await expect(pos.summary(paymentId)).toBeVisible({ timeout: 15_000 });
  // On production the person's confirmation is main's, with the code: no dialog of the page's.
  await pos.cancelOrRefundButton.click();
  const dialog = page.getByRole('dialog', { name: 'Confirm on profile “Live acquirer”' });
  const code = dialog.getByLabel('Code printed in the terminal');
  await expect(code).toBeVisible();
  await code.fill(till.printedCode());
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    // A cancel-or-refund names no amount: it waits whatever it moves, not as above a threshold.
    page.getByText(
      /it always needs a supervisor: nothing was sent yet\. It waits for a supervisor’s approval until \d/,
    ),
  ).toBeVisible();
  await expect(page.getByText(planned)).toBeVisible();
}

interface StoredRequest {
  id: string;
  idempotency_key: string;
  body: string;
  state: string;
}

const CAPTURED = 'pay-seed-pos-drill-captured';
const AUTHORIZED = 'pay-seed-pos-drill-authorized';
/** Each person as every screen names them: as the provider verified them. */
const LEA = /^Lea Lead <lea@shop\.example>, verified as lea at http:\/\/127\.0\.0\.1:\d+$/;
const SAM = /^Sam Supervisor <sam@shop\.example>, verified as sam at http:\/\/127\.0\.0\.1:\d+$/;
const TIME = /\d{1,2}:\d{2}/;
/** What each request would move, read from its payment when it was asked (its body names none). */
const REFUND_45 = /^Refund USD 45\.00 \(payment as read at \d{1,2}:\d{2}\s[AP]M\)$/;
const CANCEL_30 = /^Cancel USD 30\.00 \(payment as read at \d{1,2}:\d{2}\s[AP]M\)$/;

test('a refund above the threshold waits for another person, and goes once, as asked, when approved', async ({
  page: leaPage,
  otherPage: samPage,
  teamStore,
  production,
  signedConsole,
}) => {
  // Two consoles, two provider sign-ins, a real PostgreSQL store: generous on 2 shared cores.
  test.setTimeout(180_000);
  // The supervisor's login decides (console_writer's functions) and reads the team's activity
  // (audit_reader), as the README's set-up gives a supervisor's console both.
  await teamStore.sql(
    "CREATE ROLE sup_sam LOGIN PASSWORD 'sup-pw' IN ROLE console_writer, audit_reader",
  );
  const till = await signedConsole(teamStore.writerUrl);
  const office = await signedConsole(teamStore.server.url('sup_sam', 'sup-pw', 'team'));
  await liveProfile(till, production);
  const stored = async () =>
    (
      await teamStore.sql(
        'SELECT id, idempotency_key, body, state FROM approval_requests ORDER BY requested_at',
      )
    ).rows as StoredRequest[];
  const wire = (key: string) =>
    production.control.requests().filter((r) => r.idempotency_key === key);

  const lea = new ApprovalsScreen(leaPage);
  const sam = new ApprovalsScreen(samPage);
  await till.signIn(leaPage, 'lea');
  await office.signIn(samPage, 'sam');

  // 1. Lea refunds USD 45.00 on production: above 20.00, it waits, and nothing leaves.
  await askToReverse(
    leaPage,
    till,
    CAPTURED,
    /^What it would do: Refund USD 45\.00 \(payment as read at \d{1,2}:\d{2}\s[AP]M\)\.$/,
  );
  await snap(leaPage, 'approvals-waiting');
  const [first] = await stored();
  expect(first).toMatchObject({ state: 'pending' });
  expect(wire(first!.idempotency_key)).toEqual([]);
  expect(production.control.ledger(CAPTURED)).toEqual([]);

  // 2. Sam's header counts it; the area names who asked, when, and the body.
  await expect(sam.badge).toBeVisible({ timeout: 20_000 });
  await expect(sam.badge).toHaveAccessibleName('1 request waiting for your approval');
  // At 1024 px, beside the team store's badges and the approvals badge, the profile's name is
  // still whole in the header (it was cut to nothing once the operator's line was there too).
  expect(await seenBoxes(samPage.locator('.profile-name'))).toMatchObject([
    { clipped: false, whole: true },
  ]);
  await sam.openByKey();
  const request = sam.pending;
  await expect(request).toHaveCount(1);
  await expect(sam.fact(request, 'Asked by')).toHaveText(LEA);
  await expect(sam.fact(request, 'Asked at')).toHaveText(TIME);
  await expect(sam.fact(request, 'Profile')).toHaveText('Live acquirer');
  await expect(sam.fact(request, 'State')).toHaveText('Waiting for approval');
  // Cancel-or-refund's body names no amount: Sam sees what it would move, and as of when.
  await expect(sam.fact(request, 'Amount')).toHaveText(REFUND_45);
  // The body Lea's console will send, as stored (it holds no card data to hide).
  const body = await sam.body(request);
  await expect(body).toBeVisible();
  expect(JSON.parse(await body.innerText())).toEqual(JSON.parse(first!.body));
  await expectAccessible(samPage);
  await snap(samPage, 'approvals-pending');

  // 3. Sam approves with a note: Lea's console sends exactly that body once, with its key.
  await sam.decide(request, 'Approve', 'Receipt seen, known customer');
  await expect(request).toHaveCount(0);
  await expect(samPage.getByRole('status').filter({ hasText: 'You approved' })).toHaveText(
    /^You approved Cancel or refund \(payment pay-[\w-]+\): the requester’s console sends it once\.$/,
  );
  await expect(sam.badge).toHaveCount(0);
  await expect
    .poll(() => production.control.ledger(CAPTURED).map((e) => [e.kind, e.idempotency_key]), {
      timeout: 20_000,
    })
    .toEqual([['REFUND', first!.idempotency_key]]);
  expect(wire(first!.idempotency_key)).toHaveLength(1);
  await expect.poll(async () => (await stored())[0]?.state).toBe('sent');
  // The journal's request is the stored body, byte for byte.
  const journaled = (await till.core.journal.records()).find(
    (r) => r.type === 'begin' && r.idempotency_key === first!.idempotency_key,
  );
  expect(JSON.stringify((journaled as { request: { body: unknown } }).request.body)).toBe(
    first!.body,
  );
  await lea.openByKey();
  await expect(lea.fact(lea.mine, 'State')).toHaveText('Approved and sent');
  await expect(lea.fact(lea.mine, 'Decided by')).toHaveText(SAM);
  await expect(lea.fact(lea.mine, 'Note')).toHaveText('Receipt seen, known customer');
  // Several seconds later nothing more has left: the poller sent it once.
  await leaPage.waitForTimeout(2_500);
  expect(wire(first!.idempotency_key)).toHaveLength(1);
  expect(production.control.ledger(CAPTURED)).toHaveLength(1);

  // 4. A second request: Lea, a supervisor too, cannot approve her own; Sam rejects it.
  await askToReverse(leaPage, till, AUTHORIZED, /^What it would do: Cancel USD 30\.00 /);
  const second = (await stored())[1]!;
  await lea.openByKey();
  const own = lea.pending;
  await expect(own).toHaveCount(1);
  // Her own request is shown without buttons, and is not counted as hers to approve.
  await expect(own).toContainText(
    'You asked for this request: another supervisor must approve or reject it.',
  );
  await expect(own.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expect(lea.badge).toHaveCount(0);
  // Main refuses it anyway, called straight through the bridge.
  const refused = await leaPage.evaluate(
    (id) =>
      (
        window as unknown as {
          api: { approvals: { decide: (i: unknown) => Promise<unknown> } };
        }
      ).api.approvals.decide({ id, decision: 'approve', note: 'looks fine to me' }),
    second.id,
  );
  expect(refused).toMatchObject({ ok: false, error: { reason: 'approval_own_request' } });
  await expect.poll(async () => (await stored())[1]?.state).toBe('pending');

  const rejected = sam.pending;
  await expect(rejected).toHaveCount(1, { timeout: 20_000 });
  await expect(sam.fact(rejected, 'Amount')).toHaveText(CANCEL_30);
  await sam.decide(rejected, 'Reject', '');
  await expect(rejected.getByRole('alert')).toHaveText(
    'Say why it is rejected: the requester reads it.',
  );
  await sam.decide(rejected, 'Reject', 'The receipt shows USD 3.00, not 30.00');
  await expect(rejected).toHaveCount(0);
  await expect(samPage.getByRole('status').filter({ hasText: 'You rejected' })).toContainText(
    'nothing will be sent',
  );
  const told = lea.mine.filter({ hasText: 'Rejected: nothing sent' });
  await expect(told).toHaveCount(1, { timeout: 20_000 });
  await expect(lea.fact(told, 'Note')).toHaveText('The receipt shows USD 3.00, not 30.00');
  await expect(lea.fact(told, 'Decided by')).toHaveText(SAM);
  await snap(leaPage, 'approvals-mine');
  await leaPage.waitForTimeout(2_500);
  expect(wire(second.idempotency_key)).toEqual([]);
  expect(production.control.ledger(AUTHORIZED)).toEqual([]);

  // 5. Activity names who asked, who approved and both times: here, and in the team's view.
  const local = new ActivityScreen(leaPage);
  await till.go(leaPage, '/activity');
  await local.open(CAPTURED);
  await expect(local.fact('Operator')).toHaveText(LEA);
  await expect(local.fact('Asked by')).toHaveText(LEA);
  await expect(local.fact('Approved by')).toHaveText(SAM);
  await expect(local.fact('Approval asked')).toContainText(TIME);
  await expect(local.fact('Approved')).toContainText(TIME);
  await expect(local.fact('Approver’s note')).toHaveText('Receipt seen, known customer');
  await snap(leaPage, 'approvals-activity');

  await expect
    .poll(async () => (await till.core.teamStore.status()).behind, { timeout: 20_000 })
    .toBe(0);
  const team = new ActivityScreen(samPage);
  await office.go(samPage, '/activity');
  await new TeamScreens(samPage).showTeam();
  // Found by who approved it: Sam by his subject at the provider, the part no one renames.
  await team.showFilters();
  await team.filters.getByLabel('Approved by', { exact: true }).fill('sam');
  await team.apply();
  await expect(team.chips.filter({ hasText: 'Approved by' })).toContainText('sam');
  await expect(team.rows).toHaveCount(1);
  const csv = await team.export('CSV');
  const [header, line] = csv.text.trim().split('\r\n');
  expect(header).toContain(
    ',approval_requester,approved_by,approval_asked_at,approval_decided_at,approval_note,',
  );
  expect(line).toMatch(/,"?Lea Lead <lea@shop\.example> \(lea at [^,]+\)"?,/);
  expect(line).toMatch(/,"?Sam Supervisor <sam@shop\.example> \(sam at [^,]+\)"?,/);
  // Asked at and approved at, then the note, quoted for its comma.
  expect(line).toMatch(
    /,\d{4}-\d\d-\d\dT[\d:.]+Z,\d{4}-\d\d-\d\dT[\d:.]+Z,"Receipt seen, known customer",/,
  );
  await team.open(CAPTURED);
  await expect(team.fact('Operator')).toHaveText(LEA);
  await expect(team.fact('Asked by')).toHaveText(LEA);
  await expect(team.fact('Approved by')).toHaveText(SAM);
  await expect(team.fact('Approval asked')).toContainText(TIME);
  await expect(team.fact('Approved')).toContainText(TIME);
  await snap(samPage, 'approvals-team-activity');
});

test('a supervisor whose login may only read is told what it lacks, in Approvals and in Settings', async ({
  page,
  teamStore,
  signedConsole,
}) => {
  test.setTimeout(90_000);
  // audit_reader alone: the team's activity, and nothing of approval_requests.
  const office = await signedConsole(teamStore.readerUrl);
  await office.signIn(page, 'sam');
  const approvals = new ApprovalsScreen(page);
  await approvals.openByKey();
  const lacks =
    /^Approvals are off on this console: its team store login audit_reader may not use approval requests .*LOGIN IN ROLE console_writer, audit_reader\)/;
  await expect(approvals.notice).toHaveText(lacks, { timeout: 15_000 });
  await expect(approvals.pending).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, 'approvals-not-granted');

  await office.go(page, '/settings/team');
  const team = new TeamScreens(page);
  await expect(team.section.getByRole('alert').filter({ hasText: 'Approvals are off' })).toHaveText(
    lacks,
  );
  await snap(page, 'team-settings-approvals-not-granted');
});
