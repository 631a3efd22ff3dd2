import type { Page } from '@playwright/test';
import { startSimulator, type RunningSimulator } from '../../electron/simulator/server';
import {
  armFault,
  expect,
  expectAccessible,
  settings,
  ledger,
  productionProfile,
  snap,
  test,
  type ConsoleUnderTest,
} from '../fixtures';
import { AuthorizationFormPage } from '../pages/authorization-page';
import { UnknownOutcomesScreen } from '../pages/unknown-outcomes-page';
import { PosScreen } from '../pages/pos-page';
import { WithoutIdScreen } from '../pages/finder-page';
import { SettingsPage } from '../pages/settings-page';

async function expectBadge(page: Page, count: number) {
  const badge = new UnknownOutcomesScreen(page).badge;
  if (count === 0) await expect(badge).toHaveCount(0);
  else {
    await expect(badge).toHaveAccessibleName(
      `${count} ${count === 1 ? 'operation' : 'operations'} with unknown outcome`,
    );
  }
}

/**
 * An acquirer's API as a new user adds it: a profile made in Settings, left at the default
 * "not known" for Idempotency-Key. Here the API is a simulator of the test's own, so its
 * requests and ledger can be counted.
 */
async function addAcquirerProfile(page: Page, app: ConsoleUnderTest, acquirer: RunningSimulator) {
  const settings = new SettingsPage(page);
  await app.open(page, '/settings');
  await settings.createProfile({
    name: 'Acquirer',
    baseUrl: acquirer.baseUrl,
    clientId: acquirer.clientId,
  });
  await expect(settings.field('Idempotency-Key')).toHaveValue('not_known');
  await settings.saveSecret(acquirer.clientSecret);
  await page.getByRole('link', { name: 'Back to settings' }).click();
  await expect(settings.card('Acquirer')).toContainText('Not known: never resent on its own');
  await expect(settings.card('Simulator')).toContainText('Honoured');
  await settings.activate('Acquirer');
  await expect(page).toHaveURL(/#\/instruments$/);
}

async function authorizeOnAcquirer(page: Page, app: ConsoleUnderTest, amount: string) {
  const form = new AuthorizationFormPage(page);
  await app.open(page, '/authorizations');
  await form.fill({ merchant: 'mer-seed-store-1', instrument: 'ins-seed-visa-approved', amount });
  await form.submit();
  await expect(form.outcome).toHaveText('Outcome unknown');
  return form;
}

test.describe('Unknown outcomes where the API is not known to honour Idempotency-Key', () => {
  test.describe.configure({ timeout: 60_000 });
  let acquirer: RunningSimulator;
  test.beforeEach(async () => {
    acquirer = await startSimulator({
      port: 0,
      clientId: 'acquirer',
      clientSecret: 'acquirer-secret',
    });
  });
  test.afterEach(() => acquirer.close());

  const authorizations = () =>
    acquirer.control.requests().filter((r) => r.path === '/v1/payments/authorizations');

  test('a 500 is sent once, never again on its own; Check status finds the payment and marking it settles the operation', async ({
    page,
    console: app,
  }) => {
    await addAcquirerProfile(page, app, acquirer);
    acquirer.control.armFault({
      match: { method: 'POST', path: '/v1/payments/authorizations' },
      kind: 'error_500_after_effect',
    });
    const form = await authorizeOnAcquirer(page, app, '23.45');
    await expect(form.fact('Attempts')).toHaveText('1');
    await expect(form.result).toContainText('not known to honour the idempotency key');
    await expect(form.result).not.toContainText(/safe/i);
    await expect(form.result.getByRole('button', { name: /safely/ })).toHaveCount(0);
    await expectBadge(page, 1);
    await snap(page, 'authorizations-result-unknown-not-known');
    // Give an automatic resend every chance to happen: there must be none.
    await page.waitForTimeout(500);
    expect(authorizations()).toHaveLength(1);
    const [effect] = acquirer.control.ledger().filter((e) => e.kind === 'AUTHORIZATION');
    const paymentId = effect!.payment_id;

    const ops = new UnknownOutcomesScreen(page);
    await app.open(page, '/unknown-outcomes');
    const item = ops.item('USD 23.45');
    await expect(item).toContainText('may charge the card twice');
    await expect(ops.retry(item)).toHaveCount(0);
    await ops.checkStatus(item).click();
    const candidates = ops.candidates(item);
    await expect(candidates).toBeVisible();
    await expect(candidates.getByRole('row').nth(1)).toContainText(paymentId);
    await expect(candidates.getByRole('row').nth(1)).toContainText('Yes');
    await expectAccessible(page);
    await snap(page, 'operations-check-status');
    expect(authorizations()).toHaveLength(1);

    await ops.note(item).fill('customer receipt shows it');
    await ops.isTheOne(item, paymentId).click();
    await expect(ops.result).toContainText('Marked resolved by e2e');
    await expect(ops.result).toContainText(`it went through (payment ${paymentId}, AUTHORIZED)`);
    // Headed with the person's decision: no answer was read, so nothing says "Approved".
    await expect(ops.result.locator('.outcome')).toHaveText('Marked resolved: it went through');
    await expect(ops.result).not.toContainText('Approved');
    await expect(ops.empty).toBeVisible();
    await expectBadge(page, 0);
    await snap(page, 'operations-resolved-by-hand');
    expect(authorizations()).toHaveLength(1);

    const finish = (await app.core.journal.records()).filter((r) => r.type === 'finish').at(-1);
    expect(finish).toMatchObject({
      outcome: 'succeeded',
      resolution: {
        by: 'e2e (local, not verified)',
        verdict: 'went_through',
        payment_id: paymentId,
        note: 'customer receipt shows it',
      },
    });
  });

  test('Send again waits behind a confirmation that it may charge twice, then resends the same key once', async ({
    page,
    console: app,
  }) => {
    await addAcquirerProfile(page, app, acquirer);
    acquirer.control.armFault({
      match: { method: 'POST', path: '/v1/payments/authorizations' },
      kind: 'reset_before_effect',
    });
    await authorizeOnAcquirer(page, app, '11.50');
    expect(authorizations()).toHaveLength(1);

    const ops = new UnknownOutcomesScreen(page);
    await app.open(page, '/unknown-outcomes');
    const item = ops.item('USD 11.50');
    await ops.sendAgain(item).click();
    const dialog = ops.sendAgainDialog();
    await expect(dialog).toHaveAccessibleName('Send again? It may charge the card twice');
    await expect(dialog).toContainText('not known to honour the idempotency key');
    await expectAccessible(page);
    await snap(page, 'operations-send-again-confirm');
    await dialog.getByRole('button', { name: 'Do not send' }).click();
    expect(authorizations()).toHaveLength(1);

    await ops.sendAgain(item).click();
    await ops.sendAgainDialog().getByRole('button', { name: 'Send again anyway' }).click();
    await expect(ops.result.locator('.outcome')).toHaveText('Approved');
    await expect(ops.empty).toBeVisible();
    await expectBadge(page, 0);
    const sent = authorizations();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.idempotency_key).toBe(sent[0]!.idempotency_key);
    expect(
      acquirer.control.ledger().filter((e) => e.idempotency_key === sent[0]!.idempotency_key),
    ).toHaveLength(1);
  });

  test('a cancel-or-refund with an unknown outcome: Check status reads that payment', async ({
    page,
    console: app,
  }) => {
    await addAcquirerProfile(page, app, acquirer);
    const id = 'pay-seed-pos-drill-authorized';
    acquirer.control.armFault({
      match: { method: 'POST', path: '/v1/pos/cancel-or-refund/*' },
      kind: 'error_500',
    });
    const pos = new PosScreen(page);
    await app.open(page, `/pos?payment=${id}`);
    await pos.openConfirmation();
    await pos.confirm();
    await expect(pos.outcome).toHaveText('We could not confirm what happened');
    await expect(page.getByRole('button', { name: 'Try again…' })).toBeVisible();
    await expect(page.locator('main')).not.toContainText(/safe/i);

    const ops = new UnknownOutcomesScreen(page);
    await app.open(page, '/unknown-outcomes');
    const item = ops.item(`payment ${id}`);
    await ops.checkStatus(item).click();
    const facts = item.getByLabel('Payment as the API shows it');
    await expect(facts).toContainText(id);
    await expect(facts).toContainText('Not charged yet');
    await ops.didNotHappen(item).click();
    await expect(ops.result).toContainText('it did not go through');
    await expect(ops.empty).toBeVisible();
    await expectBadge(page, 0);
    expect(acquirer.control.ledger(id).filter((e) => e.kind !== 'AUTHORIZATION')).toEqual([]);
  });
});

test.describe('Unknown outcomes', () => {
  test('a cancel-or-refund answered 500 twice is unknown, listed, and settled by a safe retry', async ({
    page,
    console: app,
  }) => {
    const id = 'pay-seed-pos-drill-captured';
    // The first attempt and the console's own automatic resend both fail.
    await armFault(app, {
      match: { method: 'POST', path: '/v1/pos/cancel-or-refund/*' },
      kind: 'error_500',
      count: 2,
    });
    const pos = new PosScreen(page);
    await app.open(page, `/pos?payment=${id}`);
    await pos.openConfirmation();
    await pos.confirm();
    await expect(pos.outcome).toHaveText('We could not confirm what happened');
    await expect(pos.tryAgain).toBeEnabled();
    await expectBadge(page, 1);
    await expectAccessible(page);
    await snap(page, 'pos-result-unknown');
    expect(await ledger(app, id)).toEqual([]);

    const ops = new UnknownOutcomesScreen(page);
    await app.open(page, '/unknown-outcomes');
    await expect(ops.heading).toHaveText('Unknown outcomes');
    const item = ops.item(`payment ${id}`);
    await expect(item).toHaveCount(1);
    await expect(ops.list.getByRole('listitem')).toHaveCount(1);
    await expect(item).toContainText('Cancel or refund');
    await expect(item).toContainText('HTTP 500');
    await expect(ops.resolve(item)).toHaveAttribute('href', `#/pos?payment=${id}`);
    await expectBadge(page, 1);
    await expectAccessible(page);
    await snap(page, 'operations-list');

    await ops.retry(item).click();
    // The manager's words for what the retry did (a captured payment is refunded), not "Approved".
    await expect(ops.result.locator('.outcome')).toHaveText('This refund gave back USD 45.00');
    await expect(ops.empty).toBeVisible();
    await expectBadge(page, 0);
    await expectAccessible(page);
    await snap(page, 'operations-retried');

    const effects = await ledger(app, id);
    expect(effects.map((e) => [e.kind, e.amount.value])).toEqual([['REFUND', 45]]);
  });

  test('an authorization with an unknown outcome is settled by a safe retry, once', async ({
    page,
    console: app,
  }) => {
    // The effect happens, the answer is lost twice: only a retry with the same key can tell.
    await armFault(app, {
      match: { method: 'POST', path: '/v1/payments/authorizations' },
      kind: 'error_500_after_effect',
      count: 2,
    });
    const form = new AuthorizationFormPage(page);
    await app.open(page, '/authorizations');
    await form.fill({
      merchant: 'mer-seed-store-1',
      instrument: 'ins-seed-visa-approved',
      amount: '15.00',
    });
    await form.submit();
    await expect(form.outcome).toHaveText('Outcome unknown');
    await expect(form.result).toContainText('may or may not have moved');
    await expect(form.fact('Attempts')).toHaveText('2');
    await expectBadge(page, 1);
    await expectAccessible(page);
    await snap(page, 'authorizations-result-unknown');

    await form.result.getByRole('button', { name: 'Retry safely (same key)' }).click();
    await expect(form.outcome).toHaveText('Approved');
    await expect(form.fact('Attempts')).toHaveText('3');
    const paymentId = await form.paymentId();
    expect((await ledger(app, paymentId)).map((e) => e.kind)).toEqual(['AUTHORIZATION']);
    await expectBadge(page, 0);
    await snap(page, 'authorizations-result-retried');
  });

  test('with nothing unknown, the list says so', async ({ page, console: app }) => {
    await app.open(page, '/unknown-outcomes');
    await expect(new UnknownOutcomesScreen(page).empty).toBeVisible();
    await expectBadge(page, 0);
    await expectAccessible(page);
    await snap(page, 'operations-empty');
  });
});

test.describe('Unknown outcomes on a production profile', () => {
  test.describe.configure({ timeout: 120_000 });

  test('marking a charge resolved waits for the code printed in the terminal, as the money did', async ({
    page,
    console: app,
  }) => {
    const { simulator: production } = await productionProfile(app, 'Acquirer (production)');
    try {
      production.control.armFault({
        match: { method: 'POST', path: '/v1/payments/authorizations' },
        kind: 'error_500_after_effect',
      });
      const authorization = {
        merchant_id: 'mer-seed-store-1',
        instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
        amount: '31.17',
        currency: 'USD',
        type: 'SALE',
      };
      // The charge itself, confirmed by the person at the terminal: its outcome is unknown.
      await settings(app, 'payments:authorize', authorization);
      const sent = await settings(app, 'payments:authorize', {
        ...authorization,
        confirmation: app.printedCode()!,
      });
      expect(sent).toMatchObject({ ok: true, value: { outcome: 'unknown' } });
      const [effect] = production.control.ledger();
      const paymentId = effect!.payment_id;

      const ops = new UnknownOutcomesScreen(page);
      await app.open(page, '/unknown-outcomes');
      const item = ops.item('USD 31.17');
      await ops.checkStatus(item).click();
      await expect(ops.candidates(item).getByRole('row').nth(1)).toContainText(paymentId);
      await ops.isTheOne(item, paymentId).click();

      const dialog = ops.productionDialog('Acquirer (production)');
      await expect(dialog).toContainText(
        `Mark an unknown outcome resolved: it went through (payment ${paymentId})`,
      );
      await expect(dialog).toContainText('USD 31.17');
      const code = app.printedCode()!;
      expect(app.terminal.join('\n')).toContain('Mark an unknown outcome resolved');
      await expect(page.locator('body')).not.toContainText(code);
      await expectAccessible(page);
      // Nothing is settled while the person has not said yes.
      const settled = async () =>
        (await app.core.journal.records()).filter((r) => r.type === 'finish' && r.resolution);
      expect(await settled()).toEqual([]);

      await ops.confirmWithCode(dialog, code);
      await expect(ops.result).toContainText('Marked resolved by e2e');
      await expect(ops.empty).toBeVisible();
      expect(await settled()).toHaveLength(1);
    } finally {
      await production.close();
    }
  });
});

test.describe('An unknown authorization whose answer never named its payment', () => {
  // The search reads the mirror: it runs from the start and reads new payments on its own.
  test.use({ mirrorStartMs: 0 });
  test.describe.configure({ timeout: 90_000 });

  test('Resolve with cancel-or-refund finds it by its trace number, undoes it, and it leaves the list', async ({
    page,
    console: app,
  }) => {
    // The payment is made, and the answer is lost to the first attempt and the resend alike.
    await armFault(app, {
      match: { method: 'POST', path: '/v1/payments/authorizations' },
      kind: 'error_500_after_effect',
      count: 2,
    });
    const form = new AuthorizationFormPage(page);
    await app.open(page, '/authorizations');
    await form.fill({
      merchant: 'mer-seed-store-1',
      instrument: 'ins-seed-visa-approved',
      amount: '27.35',
      trace: 'POS4-118204',
    });
    await form.submit();
    await expect(form.outcome).toHaveText('Outcome unknown');
    await expectBadge(page, 1);

    const ops = new UnknownOutcomesScreen(page);
    await app.open(page, '/unknown-outcomes');
    const item = ops.list.getByRole('listitem');
    await expect(item).toHaveCount(1);
    await ops.resolve(item).click();

    const withoutId = new WithoutIdScreen(page);
    await expect(withoutId.traceField).toHaveValue('POS4-118204');
    // The mirror reads the new payment a moment after the unknown outcome: search until it has.
    await expect(async () => {
      await withoutId.search();
      await expect(withoutId.candidates).toHaveCount(1, { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    const paymentId = await withoutId.candidateId(withoutId.candidates.first());
    await withoutId.pick(paymentId);

    const pos = new PosScreen(page);
    await expect(pos.paymentId).toHaveValue(paymentId);
    await pos.openConfirmation();
    await pos.confirm();
    await expect(pos.outcome).toHaveText(/^(Cancelled|This refund gave back)/);
    await expect(pos.resolvesNote).toContainText(
      'is settled by this: it has left Unknown outcomes',
    );
    await expectBadge(page, 0);
    await expectAccessible(page);
    await snap(page, 'pos-resolves-unknown-authorization');

    await app.open(page, '/unknown-outcomes');
    await expect(ops.empty).toBeVisible();
    await expectBadge(page, 0);
    const kinds = (await ledger(app, paymentId)).map((e) => e.kind);
    expect(kinds[0]).toBe('AUTHORIZATION');
    expect(kinds).toHaveLength(2);
  });
});
