import type { Page } from '@playwright/test';
import { armFault, expect, expectAccessible, ledger, snap, test } from '../fixtures';
import { AuthorizationFormPage } from '../pages/authorization-page';
import { UnknownOutcomesScreen } from '../pages/operations-page';
import { PosScreen } from '../pages/pos-page';

async function expectBadge(page: Page, count: number) {
  const badge = new UnknownOutcomesScreen(page).badge;
  if (count === 0) await expect(badge).toHaveCount(0);
  else {
    await expect(badge).toHaveAccessibleName(
      `${count} ${count === 1 ? 'operation' : 'operations'} with unknown outcome`,
    );
  }
}

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
    await app.open(page, '/operations');
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
    await expect(ops.result.locator('.outcome')).toHaveText('Approved');
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
    await app.open(page, '/operations');
    await expect(new UnknownOutcomesScreen(page).empty).toBeVisible();
    await expectBadge(page, 0);
    await expectAccessible(page);
    await snap(page, 'operations-empty');
  });
});
