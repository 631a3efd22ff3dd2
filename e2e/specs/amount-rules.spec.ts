import { apiRequests, expect, ledger, test } from '../fixtures';
import { AuthorizationFormPage } from '../pages/authorization-page';
import { ReversalFormPage } from '../pages/reversal-page';

const AUTHORIZATIONS = '/v1/payments/authorizations';
const visa = { merchant: 'mer-seed-store-1', instrument: 'ins-seed-visa-approved' };

test.describe('amount rules, checked before anything is sent', () => {
  test('a refund on a fully refunded payment is refused at the Amount field, typed or left empty', async ({
    page,
    console: app,
  }) => {
    const reversal = new ReversalFormPage(page);
    await app.open(page, '/transactions/reverse?transaction=trx-seed-refunded-capture&type=REFUND');
    // The first screen of a fresh host loads its chunk; the check below is about the form.
    await expect(reversal.heading).toHaveText('Capture, refund or reverse a transaction', {
      timeout: 20_000,
    });
    await expect(reversal.contextValue('Possible now')).toHaveText(
      'Nothing: the payment is refunded.',
    );
    const before = (await ledger(app, 'pay-seed-refunded')).length;
    await reversal.send('Refund', '999');
    await expect(reversal.amount).toHaveAccessibleDescription(
      /Nothing is left to refund on this payment/,
    );
    await reversal.amount.fill('');
    await reversal.submitButton.click();
    await expect(reversal.amount).toHaveAccessibleDescription(
      /Nothing is left to refund on this payment/,
    );
    expect(await ledger(app, 'pay-seed-refunded')).toHaveLength(before);
  });

  test('a tip above the amount is said at Tip, 13 digits is "too long", and a billion asks for a second look', async ({
    page,
    console: app,
  }) => {
    const form = new AuthorizationFormPage(page);
    const sent = async () =>
      (await apiRequests(app)).filter((r) => r.method === 'POST' && r.path === AUTHORIZATIONS);
    await app.open(page, '/authorizations');
    await form.fill({ ...visa, amount: '10' });
    await form.field('Tip (optional)').fill('15');
    await form.submit();
    await expect(form.field('Tip (optional)')).toHaveAccessibleDescription(
      /The tip is part of the amount, so it cannot be more than the amount/,
    );
    await form.field('Tip (optional)').fill('');

    await form.field('Amount').fill('9999999999999');
    await form.submit();
    await expect(form.field('Amount')).toHaveAccessibleDescription(
      /An amount has at most 12 digits before the decimal point/,
    );

    await form.field('Amount').fill('1000000000');
    await form.submit();
    await expect(form.secondLook).toContainText('You are about to send USD 1,000,000,000.00.');
    await expect(form.secondLook.getByRole('button', { name: 'Change the amount' })).toBeFocused();
    await form.secondLook.getByRole('button', { name: 'Change the amount' }).click();
    await expect(form.field('Amount')).toBeFocused();
    expect(await sent()).toHaveLength(0);

    await form.submit();
    await form.secondLook.getByRole('button', { name: 'Yes, send USD 1,000,000,000.00' }).click();
    await expect(form.outcome).toHaveText('Approved');
    expect(await sent()).toHaveLength(1);
  });
});
