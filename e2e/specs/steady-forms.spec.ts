import { expect, ledger, snap, test } from '../fixtures';
import { AuthorizationFormPage } from '../pages/authorization-page';
import { clickAtPersonsPace } from '../pages/pointer';
import { ReversalFormPage } from '../pages/reversal-page';

/*
 * Forms that show context once a field is left must not move under the pointer: every click
 * here is aimed right after a Tab, made at a person's pace, and must be the one that sends.
 */
for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1024, height: 700 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    // Two page loads, a payment read and a money call, each waited for at a person's pace.
    test.slow();

    test('a reversal sends on the first click after the transaction id is left', async ({
      page,
      console: app,
    }) => {
      const reversal = new ReversalFormPage(page);
      await app.open(page, '/transactions/reverse');
      await reversal.form.getByLabel('Transaction id').fill('trx-seed-authorized-auth');
      await page.keyboard.press('Tab');
      // Aimed at once, while the payment is still being read.
      await clickAtPersonsPace(page, reversal.kind('Reversal'));
      await expect(reversal.kind('Reversal')).toBeChecked();
      await expect(reversal.contextValue('Status')).toHaveText('Not charged yet');
      await clickAtPersonsPace(page, reversal.submitButton);
      await expect(reversal.outcome).toHaveText('Cancelled by the reversal, nothing was charged', {
        timeout: 15_000,
      });
      expect((await ledger(app, 'pay-seed-authorized')).map((e) => e.kind)).toEqual(['REVERSAL']);
      await snap(page, `steady-reversal-${viewport.width}`);
    });

    test('an authorization sends on the first click after the amount is left', async ({
      page,
      console: app,
    }) => {
      const form = new AuthorizationFormPage(page);
      await app.open(page, '/authorizations');
      await form.fill({
        merchant: 'mer-seed-store-1',
        instrument: 'ins-seed-visa-approved',
        amount: '4.00',
      });
      await form.field('Amount').focus();
      await page.keyboard.press('Tab');
      await clickAtPersonsPace(page, form.submitButton);
      await expect(form.outcome).toHaveText('Approved', { timeout: 15_000 });
      const paymentId = await form.paymentId();
      expect((await ledger(app, paymentId)).map((e) => e.amount.value)).toEqual([4]);
    });
  });
}
