import { advanceClock, expect, ledger, test } from '../fixtures';
import { ActivityScreen } from '../pages/activity-page';
import { AuthorizationFormPage } from '../pages/authorization-page';
import { PaymentsPage } from '../pages/payments-page';
import { PosScreen } from '../pages/pos-page';
import { ReversalFormPage } from '../pages/reversal-page';

/*
 * The reference dialect settles a capture later, as the real sandbox does: the console shows it
 * as a capture in progress everywhere, counts none of it as charged, and shows it captured once
 * the simulator's clock (moved through its control API) passes the capture's estimated date.
 */

const visa = { merchant: 'mer-seed-store-1', instrument: 'ins-seed-visa-approved' };
const IN_PROGRESS = 'Capture in progress: USD 100.00 approved, not charged yet';

test.describe('a capture the API settles later', () => {
  test.use({ dialect: 'reference' });

  test('is a capture in progress in the result, Activity, the payment, Payments and POS, then captured once the clock passes its date', async ({
    page,
    console: app,
  }) => {
    const form = new AuthorizationFormPage(page);
    const reversal = new ReversalFormPage(page);
    await app.open(page, '/authorizations');
    await form.fill({ ...visa, amount: '100.00', captureMode: 'MANUAL' });
    await form.submit();
    await expect(form.outcome).toHaveText('Approved');
    const paymentId = await form.paymentId();

    await form.nextMove('Capture').click();
    await reversal.amount.fill('60.00');
    await reversal.submitButton.click();
    await expect(reversal.outcome).toHaveText('Capture in progress');
    // The wrapped answer's bare amount, read with the payment's currency.
    await expect(reversal.resultFact('Amount')).toHaveText('USD 60.00');
    expect((await ledger(app, paymentId)).map((e) => e.kind)).toEqual(['AUTHORIZATION']);

    const activity = new ActivityScreen(page);
    await app.open(page, '/activity');
    const captureRow = activity.rowFor('Capture').filter({ hasText: paymentId });
    await expect(captureRow).toContainText('Capture in progress');
    await expect(captureRow).toContainText('USD 60.00');

    const payments = new PaymentsPage(page);
    await app.open(page, `/payments/${paymentId}`);
    await expect(payments.status).toHaveText(IN_PROGRESS);
    await expect(payments.amount('Captured')).toHaveText('USD 0.00');

    await app.open(page, '/payments');
    await expect(payments.row(paymentId)).toContainText('Capture in progress');

    const pos = new PosScreen(page);
    await app.open(page, `/pos?payment=${paymentId}`);
    await expect(pos.summary(paymentId)).toContainText(IN_PROGRESS);
    await pos.openConfirmation();
    await expect(pos.dialog).toContainText(
      // The capture's own 60.00, not the 100.00 approved: that is what is on its way.
      'Its capture of USD 60.00 is in progress: it can no longer be cancelled',
    );
    await pos.dialog.getByRole('button', { name: 'No, go back' }).click();

    await advanceClock(app, 3600);
    await app.open(page, `/payments/${paymentId}`);
    await expect(payments.status).toHaveText('Charged USD 60.00 of 100.00');
    await expect(payments.amount('Captured')).toHaveText('USD 60.00');
    expect((await ledger(app, paymentId)).map((e) => [e.kind, e.amount.value])).toEqual([
      ['AUTHORIZATION', 100],
      ['CAPTURE', 60],
    ]);
  });
});
