import type { Page } from '@playwright/test';
import type { ConsoleApi } from '../../shared/api-surface';
import type { Result } from '../../shared/result';
import type { OperationReport } from '../../shared/schemas/operation';
import {
  apiRequests,
  armFault,
  expect,
  expectAccessible,
  shownOn,
  snap,
  test,
  type ConsoleUnderTest,
} from '../fixtures';
import { ActivityScreen } from '../pages/activity-page';

const PAN = '5191872272166422';
const MASKED = '519187••••••6422';

type Op = OperationReport & { response: { payment_id?: string } };

function value(result: Result<OperationReport>): Op {
  expect(result.ok, JSON.stringify(result)).toBe(true);
  return (result as { value: Op }).value;
}

/** The page's `window.api`, typed as the contract says. */
type WithApi = { api: ConsoleApi };

/**
 * Four operations made through `window.api`, oldest first: a stored-card and a raw-card
 * authorization, a cancel-or-refund that refunds, and one whose two sends (the console resends
 * once after a 5xx) both got a 500, so its outcome is unknown.
 */
async function makeOperations(page: Page, app: ConsoleUnderTest) {
  await app.open(page, '/instruments');
  const shownProfile = await shownOn(page);
  const stored = value(
    await page.evaluate(
      (shownProfile) =>
        (window as unknown as WithApi).api.payments.authorize({
          merchant_id: 'mer-seed-store-1',
          amount: '12.00',
          currency: 'USD',
          type: 'SALE',
          instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
          shownProfile,
        }),
      shownProfile,
    ),
  );
  const raw = value(
    await page.evaluate(
      ({ number, shownProfile }) =>
        (window as unknown as WithApi).api.payments.authorize({
          shownProfile,
          merchant_id: 'mer-seed-store-1',
          amount: '7.50',
          currency: 'USD',
          type: 'SALE',
          instrument: {
            kind: 'card',
            card: {
              number,
              cvv: '123',
              expiration_month: '12',
              expiration_year: '2030',
              holder_name: 'E2E',
            },
          },
        }),
      { number: PAN, shownProfile },
    ),
  );
  const refund = value(
    await page.evaluate(
      (shownProfile) =>
        (window as unknown as WithApi).api.pos.cancelOrRefund({
          payment_id: 'pay-seed-pos-drill-captured',
          shownProfile,
        }),
      shownProfile,
    ),
  );
  await armFault(app, {
    match: { method: 'POST', path: '/v1/pos/cancel-or-refund/*' },
    kind: 'error_500',
    count: 2,
  });
  const unknown = value(
    await page.evaluate(
      (shownProfile) =>
        (window as unknown as WithApi).api.pos.cancelOrRefund({
          payment_id: 'pay-seed-pos-drill-authorized',
          shownProfile,
        }),
      shownProfile,
    ),
  );
  expect(unknown.outcome).toBe('unknown');
  await page.evaluate(() => (location.hash = '#/activity'));
  return { stored, raw, refund, unknown };
}

test.describe('Activity (payments teams)', () => {
  // Each test first makes four money operations against its own simulator, then walks screens.
  test.describe.configure({ timeout: 90_000 });

  test('lists every operation newest first; filters by outcome; finds by payment id and key', async ({
    page,
    console: app,
  }) => {
    const activity = new ActivityScreen(page);
    const ops = await makeOperations(page, app);
    await expect(activity.heading).toHaveText('Activity');
    await expect(activity.count).toHaveText('4 operations');
    await expect(activity.rows).toHaveCount(4);
    await expect(activity.rows.nth(0)).toContainText('Cancel or refund');
    await expect(activity.rows.nth(0)).toContainText('pay-seed-pos-drill-authorized');
    await expect(activity.rows.nth(0)).toContainText('Unknown');
    await expect(activity.rows.nth(1)).toContainText('pay-seed-pos-drill-captured');
    await expect(activity.rows.nth(1)).toContainText('Succeeded');
    await expect(activity.rows.nth(2)).toContainText(`Payment authorization`);
    await expect(activity.rows.nth(2)).toContainText(MASKED);
    await expect(activity.rows.nth(2)).toContainText('USD 7.50');
    await expect(activity.rows.nth(3)).toContainText('ins-seed-visa-approved');
    await expect(activity.rows.nth(3)).toContainText('Simulator');
    await expect(page.locator('body')).not.toContainText(PAN);
    await expectAccessible(page);
    await snap(page, 'activity-list');

    await activity.check('Unknown');
    await activity.apply();
    await expect(page).toHaveURL(/#\/activity\?outcome=unknown$/);
    await expect(activity.count).toHaveText('1 operation');
    await expect(activity.rows).toHaveCount(1);
    await expect(activity.rowFor(ops.unknown.targets.payment_id!)).toHaveCount(1);
    await expectAccessible(page);
    await snap(page, 'activity-filter-unknown');

    await activity.clear();
    await expect(activity.count).toHaveText('4 operations');
    const paymentId = ops.stored.response.payment_id!;
    expect(paymentId).toMatch(/^pay-/);
    await activity.search(paymentId);
    // Only the search: the outcome cleared above stays cleared.
    await expect(page).toHaveURL(new RegExp(`#/activity\\?search=${paymentId}$`));
    await expect(activity.count).toHaveText('1 operation');
    await expect(activity.rowFor('ins-seed-visa-approved')).toHaveCount(1);
    await snap(page, 'activity-search-payment');

    await activity.search(ops.raw.idempotency_key);
    await expect(activity.count).toHaveText('1 operation');
    await expect(activity.rowFor(MASKED)).toHaveCount(1);
    // The address is the view: reloading it (or pasting it) shows the same search.
    await page.reload();
    await expect(activity.filters.getByLabel('Search by any id')).toHaveValue(
      ops.raw.idempotency_key,
    );
    await expect(activity.rowFor(MASKED)).toHaveCount(1);

    await activity.search('pay-nothing-like-this');
    await expect(page.getByText('No operation matches these filters.')).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'activity-search-empty');
  });

  test('the inspector shows attempts and redacted headers; copies cURL; replays as new', async ({
    page,
    context,
    console: app,
  }) => {
    // The longest walk in the suite (inspector, cURL, replay, an axe pass at each): on two
    // cores beside another worker it took longer than 90 s.
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const activity = new ActivityScreen(page);
    const ops = await makeOperations(page, app);

    await activity.open('pay-seed-pos-drill-authorized');
    await expect(activity.heading).toHaveText(`Operation ${ops.unknown.operation_id}`);
    await expect(activity.fact('Outcome')).toHaveText('Unknown');
    await expect(activity.fact('Attempts')).toHaveText('2');
    await expect(activity.fact('Idempotency key')).toHaveText(ops.unknown.idempotency_key);
    await expect(activity.attempts.getByRole('row')).toHaveCount(3);
    await expect(activity.attempts).toContainText('500');
    await expect(activity.header(activity.requestHeaders, 'authorization')).toContainText(
      '[REDACTED]',
    );
    await expect(activity.header(activity.requestHeaders, 'idempotency-key')).toContainText(
      ops.unknown.idempotency_key,
    );
    await expect(
      page.getByRole('link', { name: 'Retry or resolve it in Unknown outcomes' }),
    ).toHaveAttribute('href', '#/unknown-outcomes');
    await expect(
      page.getByRole('link', { name: 'Payment pay-seed-pos-drill-authorized' }),
    ).toHaveAttribute('href', '#/payments/pay-seed-pos-drill-authorized');
    await expectAccessible(page);
    await snap(page, 'activity-inspector-unknown');

    await activity.copyCurl.click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Authorization: Bearer $TOKEN');
    expect(copied).toContain(`idempotency-key: ${ops.unknown.idempotency_key}`);
    expect(copied).toContain('/v1/pos/cancel-or-refund/pay-seed-pos-drill-authorized');
    await snap(page, 'activity-curl-copied');

    // A raw-card authorization cannot be replayed: the card number was never kept.
    await page.goBack();
    await activity.open(MASKED);
    await expect(activity.replayRefusal).toContainText('card data');
    await expect(activity.replay).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText(PAN);
    await expectAccessible(page);
    await snap(page, 'activity-inspector-not-replayable');
    await page.getByText('Request body').click();
    await expect(page.getByLabel('Request body')).toContainText('519187');
    await expect(page.locator('body')).not.toContainText(PAN);
    await expectAccessible(page);
    await snap(page, 'activity-inspector-body');

    await page.goBack();
    await activity.open('ins-seed-visa-approved');
    const before = (await apiRequests(app)).length;
    await activity.replay.click();
    await expect(activity.replayDialog).toContainText('it may move money again');
    await expect(activity.replayDialog).toContainText('new idempotency key');
    await expectAccessible(page);
    await snap(page, 'activity-replay-confirm');
    await activity.replayDialog.getByRole('button', { name: 'Send as new operation' }).click();
    const made = page.getByRole('status').filter({ hasText: 'Replayed as a new operation' });
    await expect(made).toContainText('Succeeded');
    const newKey = (await made.locator('code').textContent())!;
    expect(newKey).not.toBe(ops.stored.idempotency_key);
    const sent = (await apiRequests(app)).slice(before);
    expect(sent.map((r) => [r.method, r.path, r.idempotency_key])).toEqual([
      ['POST', '/v1/payments/authorizations', newKey],
    ]);
    await expectAccessible(page);
    await snap(page, 'activity-replayed');

    await made.getByRole('link').click();
    await expect(activity.heading).toHaveText(/^Operation op-/);
    await expect(activity.fact('Idempotency key')).toHaveText(newKey);
    await page.getByRole('link', { name: 'Back to activity' }).click();
    await expect(activity.count).toHaveText('5 operations');
    await expect(activity.rows.nth(0)).toContainText('ins-seed-visa-approved');
    await expect(activity.rows.nth(0)).toContainText('Payment authorization');
  });

  test('exports the current filter as CSV and JSON Lines, with no card number in them', async ({
    page,
    console: app,
  }) => {
    const activity = new ActivityScreen(page);
    await makeOperations(page, app);
    await expect(activity.count).toHaveText('4 operations');

    const csv = await activity.export('CSV');
    expect(csv.download.suggestedFilename()).toMatch(/^payments-console-activity-.*\.csv$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toMatch(/^time,operation_id,operation_type,operation,outcome,/);
    expect(lines).toHaveLength(1 + 4);
    expect(csv.text).toContain(MASKED);
    expect(csv.text).not.toContain(PAN);
    await expect(
      page.getByText(/^Exported 4 operations to payments-console-activity-/),
    ).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'activity-exported');

    await activity.check('Payment authorization');
    await activity.apply();
    await expect(activity.count).toHaveText('2 operations');
    const jsonl = await activity.export('JSON Lines');
    expect(jsonl.download.suggestedFilename()).toMatch(/\.jsonl$/);
    const records = jsonl.text
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { begin: { operation: string } });
    expect(records.map((r) => r.begin.operation)).toEqual([
      'payments:authorize',
      'payments:authorize',
    ]);
    expect(jsonl.text).not.toContain(PAN);
    expect(jsonl.text).not.toContain('"123"');
  });

  test('back-office changes are found by the user and the instrument they changed', async ({
    page,
    console: app,
  }) => {
    const activity = new ActivityScreen(page);
    await app.open(page, '/instruments');
    const added = await page.evaluate(
      (shownProfile) =>
        (window as unknown as WithApi).api.users.addInstrument({
          user_id: 'usr-seed-empty',
          instrument_id: 'ins-seed-visa-approved',
          shownProfile,
        }),
      await shownOn(page),
    );
    expect(added).toMatchObject({ ok: true });
    await page.evaluate(() => (location.hash = '#/activity'));
    await activity.search('usr-seed-empty');
    await expect(activity.count).toHaveText('1 operation');
    await expect(activity.rows.nth(0)).toContainText('Add an instrument to a user');
    await expect(activity.rows.nth(0)).toContainText('ins-seed-visa-approved');
    await expect(activity.rows.nth(0)).toContainText('Succeeded');
    await activity.clear();
    await activity.search('ins-seed-visa-approved');
    await expect(activity.rows.filter({ hasText: 'Add an instrument to a user' })).toHaveCount(1);
    await expectAccessible(page);
  });

  test('an empty journal says what will appear there; a backwards range is refused', async ({
    page,
    console: app,
  }) => {
    await app.open(page, '/activity');
    await expect(page.getByText(/No operations yet/)).toBeVisible();
    const activity = new ActivityScreen(page);
    await expect(activity.count).toHaveText('0 operations');
    await expectAccessible(page);
    await snap(page, 'activity-empty');

    // A range that ends before it starts is refused at the field, and the address stays.
    await activity.showFilters();
    await activity.filters.getByLabel('From', { exact: true }).fill('2025-12-02T10:00');
    await activity.filters.getByLabel('To', { exact: true }).fill('2025-12-01T10:00');
    await activity.apply();
    await expect(activity.filters.getByLabel('To', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(activity.filters.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
      'The end is before the start.',
    );
    await expect(page).toHaveURL(/#\/activity$/);
    await expectAccessible(page);
    await snap(page, 'activity-filter-error');
  });
});
