import {
  expect,
  expectAccessible,
  ledger,
  onOneLine,
  sidewaysScroll,
  snap,
  test,
} from '../fixtures';
import { PaymentsPage } from '../pages/payments-page';

test.describe('Payments (everyone)', () => {
  // Several axe scans per test; a loaded machine needs more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('list recent payments, filter them, and open one from its row', async ({
    page,
    console: app,
  }) => {
    const payments = new PaymentsPage(page);
    await app.open(page, '/payments');
    await expect(payments.heading).toHaveText('Payments');
    await expect(payments.row('pay-seed-captured')).toContainText('COP 350,000');
    await expect(payments.row('pay-seed-captured')).toContainText('mer-seed-store-2');
    await expect(payments.row('pay-seed-authorized')).toContainText('USD 120.00');
    await expect(payments.row('pay-seed-authorized')).toContainText('Not charged yet');
    await expect(payments.rows).toHaveCount(11);
    await snap(page, 'payments-list');
    await expectAccessible(page);

    await payments.filter({ status: 'Not charged yet', merchant: 'mer-seed-store-1' });
    await expect(payments.rows).toHaveCount(2);
    await expect(payments.chips).toHaveText([
      'Status: Not charged yet',
      'Merchant: mer-seed-store-1',
    ]);
    await expect(payments.row('pay-seed-authorized')).toBeVisible();
    await expect(payments.row('pay-seed-pos-drill-authorized')).toBeVisible();
    await snap(page, 'payments-list-filtered');

    await payments.row('pay-seed-authorized').getByRole('link').click();
    await expect(payments.heading).toHaveText('Payment pay-seed-authorized');
    await expect(payments.status).toHaveText('Approved for USD 120.00, not charged yet');
    const moves = payments.nextMoves;
    await expect(page.getByRole('button', { name: 'Capture… (up to USD 120.00)' })).toBeVisible();
    await expect(moves.getByRole('link', { name: 'Cancel', exact: true })).toHaveAttribute(
      'href',
      '#/transactions/reverse?transaction=trx-seed-authorized-auth&type=CANCELLATION',
    );
    await expect(moves.getByRole('link', { name: 'Refund', exact: true })).toHaveCount(0);
  });

  test('the status filter and the badges speak one vocabulary; amounts compare within a currency', async ({
    page,
    console: app,
  }) => {
    const payments = new PaymentsPage(page);
    await app.open(page, '/payments');
    await expect(payments.rows).toHaveCount(11);
    // pay-seed-partially-refunded is CAPTURED to the API, but badged "Partly refunded".
    await payments.filter({ status: 'Charged' });
    await expect(payments.row('pay-seed-captured')).toBeVisible();
    await expect(payments.row('pay-seed-partially-refunded')).toHaveCount(0);
    for (const badge of await payments.badges.allTextContents()) {
      expect(badge).toBe('Charged');
    }
    await payments.filters.getByRole('button', { name: 'Remove filter Status: Charged' }).click();
    await expect(payments.rows).toHaveCount(11);

    // 350,000 COP is not "at least 100" dollars: an amount needs its currency.
    await payments.showFilters();
    await payments.filters.getByLabel('Amount at least').fill('100');
    await payments.filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(payments.filters.getByLabel('Currency')).toHaveAccessibleDescription(
      'Choose the currency these amounts are in',
    );
    await payments.filters.getByLabel('Currency').selectOption('USD');
    await payments.filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(payments.chips).toHaveText(['Currency: USD', 'Amount at least USD 100.00']);
    await expect(payments.row('pay-seed-captured')).toHaveCount(0);
    await expect(payments.row('pay-seed-authorized')).toBeVisible();
  });

  test('pay-seed-partially-refunded: amounts, a timeline in order, and the refund move', async ({
    page,
    console: app,
  }) => {
    const payments = new PaymentsPage(page);
    await app.open(page, '/payments');
    await payments.lookup('pay-seed-partially-refunded');
    await expect(payments.heading).toHaveText('Payment pay-seed-partially-refunded');
    await expect(payments.status).toHaveText('Charged USD 150.00, USD 50.00 given back in total');
    await expect(payments.amount('Authorized')).toHaveText('USD 150.00');
    await expect(payments.amount('Captured')).toHaveText('USD 150.00');
    await expect(payments.amount('Refunded')).toHaveText('USD 50.00');
    await expect(payments.amount('Can still be refunded')).toHaveText('USD 100.00');
    await expect(payments.amount('Can still be captured')).toHaveText('USD 0.00');

    const items = payments.timeline.getByRole('listitem');
    await expect(items).toHaveCount(3);
    await expect(items.nth(0)).toContainText('Authorization Approved USD 150.00');
    await expect(items.nth(1)).toContainText('Capture Approved USD 150.00');
    await expect(items.nth(2)).toContainText('Refund Approved USD 50.00');
    await expect(items.nth(2)).toContainText('trx-seed-partially-refunded-refund');

    await expect(page.getByRole('button', { name: 'Refund… (up to USD 100.00)' })).toBeVisible();
    await expect(
      payments.nextMoves.getByRole('link', { name: 'Resolve with cancel-or-refund' }),
    ).toHaveAttribute('href', '#/pos?payment=pay-seed-partially-refunded');
    await expect(
      payments.nextMoves.getByRole('link', { name: 'Capture', exact: true }),
    ).toHaveCount(0);

    await items.nth(0).getByText('Details of trx-seed-partially-refunded-auth').click();
    await expect(items.nth(0).locator('dd').first()).toHaveText('00');
    await snap(page, 'payments-detail');
    await expectAccessible(page);
  });

  test('a payment the issuer declined reads as declined, as its authorization did, and offers no move; an unknown id says so', async ({
    page,
    console: app,
  }) => {
    const payments = new PaymentsPage(page);
    await app.open(page, '/payments/pay-seed-declined');
    await expect(payments.status).toHaveText('Declined by the issuer, never charged');
    const auth = payments.timeline.getByRole('listitem');
    await expect(auth).toHaveCount(1);
    await expect(auth).toContainText('Authorization Declined');
    await expect(auth).toHaveClass(/timeline-declined/);
    await expect(payments.nextMoves.getByRole('link')).toHaveCount(0);
    await snap(page, 'payments-detail-declined');
    await expectAccessible(page);

    await app.open(page, '/payments/pay-does-not-exist');
    await expect(page.getByRole('alert')).toContainText('No payment with id pay-does-not-exist');
    await snap(page, 'payments-not-found');
  });

  test('capture part of a payment from its page: the prompt offers what is left, the status says what was taken', async ({
    page,
    console: app,
  }) => {
    const payments = new PaymentsPage(page);
    const id = 'pay-seed-authorized';
    await app.open(page, `/payments/${id}`);
    await page.getByRole('button', { name: 'Capture… (up to USD 120.00)' }).click();
    const prompt = page.getByRole('form', { name: 'Capture this payment' });
    await expect(prompt.getByLabel('Amount (USD)')).toHaveValue('120.00');
    await prompt.getByLabel('Amount (USD)').fill('50.00');
    await prompt.getByRole('button', { name: 'Capture', exact: true }).click();
    await expect(page.locator('.operation-result .outcome')).toHaveText('Captured USD 50.00');
    await expect(payments.status).toHaveText('Charged USD 50.00 of 120.00');
    await expect(payments.amount('Captured')).toHaveText('USD 50.00');
    await expectAccessible(page);
    await snap(page, 'payments-detail-partly-captured');
    // The seed's authorization predates the ledger: only what this test moved is in it.
    expect((await ledger(app, id)).map((e) => [e.kind, e.amount.value])).toEqual([['CAPTURE', 50]]);
  });

  test.describe('at 1024 px, in Spanish and the dark theme', () => {
    test.use({ colorScheme: 'dark', locale: 'es-CO' });

    test('the list keeps each id on one line and scrolls only inside its table', async ({
      page,
      console: app,
    }) => {
      await app.open(page, '/payments');
      const id = page.getByRole('link', { name: 'pay-seed-pos-drill-refunded' }).locator('code');
      await expect(id).toHaveAttribute('title', 'pay-seed-pos-drill-refunded');
      expect(await onOneLine(id)).toBe(true);
      expect(await sidewaysScroll(page)).toEqual([0, 0]);
      await expect(page.getByRole('row', { name: /pay-seed-pos-drill-captured/ })).toContainText(
        'Mastercard •••• 6422',
      );
      await expectAccessible(page);
      await snap(page, 'payments-list-es-dark');

      // Scrolled to its last column, a row still says which payment it is.
      await page.locator('.table-scroll').evaluate((box) => (box.scrollLeft = box.scrollWidth));
      const row = page.getByRole('row', { name: /pay-seed-pos-drill-captured/ });
      await expect(row.getByText('mer-seed-store-1')).toBeInViewport();
      await expect(row.getByRole('link')).toBeInViewport();
      await snap(page, 'payments-list-es-dark-scrolled');
    });
  });
});
