import {
  advanceClock,
  apiRequests,
  type ConsoleUnderTest,
  DIALECTS,
  expect,
  expectAccessible,
  ledger,
  productionProfile,
  shotName,
  snap,
  test,
} from '../fixtures';
import { AuthorizationFormPage } from '../pages/authorization-page';
import { ReversalFormPage } from '../pages/reversal-page';

const AUTHORIZATIONS = '/v1/payments/authorizations';
const visa = { merchant: 'mer-seed-store-1', instrument: 'ins-seed-visa-approved' };

async function authorizationsSent(app: ConsoleUnderTest, path = AUTHORIZATIONS) {
  return (await apiRequests(app)).filter((r) => r.method === 'POST' && r.path === path);
}

test.describe('QA: authorizations', () => {
  // Whole flows with an accessibility check and full-page screenshots: on a 2-core machine under
  // load they run past the 30 s default.
  test.describe.configure({ timeout: 90_000 });
  test('authorizes with each use_case choice, and the API receives exactly that choice', async ({
    page,
    console: app,
  }) => {
    const form = new AuthorizationFormPage(page);
    const choices = [
      { useCase: 'Not sent', sent: undefined },
      { useCase: 'ATTENDED', sent: 'ATTENDED' },
      { useCase: 'UNATTENDED', sent: 'UNATTENDED' },
    ] as const;
    for (const [index, { useCase, sent }] of choices.entries()) {
      await app.open(page, '/authorizations');
      await expect(form.heading).toHaveText('Authorize a payment');
      await form.fill({ ...visa, amount: '10.00', terminalId: 'pos-7', useCase });
      if (index === 0) {
        await expectAccessible(page);
        await snap(page, 'authorizations-form');
      }
      await form.submit();
      await expect(form.outcome).toHaveText('Approved');
      await expect(form.fact('Transaction status')).toHaveText('APPROVED');

      // The simulator keeps the terminal object it received and shows it in the payment.
      await form.openRawResponse();
      const terminal = sent
        ? new RegExp(`"terminal": \\{\\s*"id": "pos-7",\\s*"use_case": "${sent}"\\s*\\}`)
        : /"terminal": \{\s*"id": "pos-7"\s*\}/;
      await expect(form.rawResponse()).toContainText(terminal);
      await expect(form.rawResponse()).toContainText(`"response_code": "00"`);
      const requests = await authorizationsSent(app);
      expect(requests).toHaveLength(index + 1);
      await expect(form.fact('Idempotency key')).toHaveText(requests[index]!.idempotency_key!);
      if (index === 1) {
        await expectAccessible(page);
        await snap(page, 'authorizations-result-approved');
      }
    }
  });

  test('a declined test card reads Declined with response code 51', async ({
    page,
    console: app,
  }) => {
    const form = new AuthorizationFormPage(page);
    await app.open(page, '/authorizations');
    await form.fill({
      merchant: 'mer-seed-store-1',
      instrument: 'ins-seed-mastercard-insufficient-funds',
      amount: '42.00',
    });
    await form.submit();
    await expect(form.outcome).toHaveText('Declined');
    await expect(form.result.getByText(/^Response code/)).toContainText('51');
    await expect(form.nextMove('Capture')).toHaveCount(0);
    await expectAccessible(page);
    await snap(page, 'authorizations-result-declined');
  });

  test('an invalid use_case typed in the additional fields is refused at the editor; nothing reaches the simulator', async ({
    page,
    console: app,
  }) => {
    const form = new AuthorizationFormPage(page);
    await app.open(page, '/authorizations');
    await form.fill({ ...visa, amount: '5.00', extra: '{"terminal": ' });
    await form.submit();
    await expect(form.extraFields).toHaveAttribute('aria-invalid', 'true');
    await expect(form.extraFields).toHaveAccessibleDescription(/Not valid JSON/);
    await snap(page, 'authorizations-extra-fields-not-json');

    await form.extraFields.fill('{"terminal":{"use_case":"SOMETIMES"}}');
    await form.submit();
    await expect(form.extraFields).toHaveAccessibleDescription(
      /use_case is ATTENDED, UNATTENDED or left out/,
    );
    await expect(page.getByRole('alert', { name: 'Nothing was sent' })).toContainText(
      'Refused as written',
    );
    await expect(form.submitButton).toBeEnabled();
    expect(await authorizationsSent(app)).toEqual([]);
    expect(await ledger(app)).toEqual([]);
    // What was typed stays, to be corrected.
    await expect(form.field('Amount')).toHaveValue('5.00');
    await expectAccessible(page);
    await snap(page, 'authorizations-extra-fields-refused');
  });

  test('a double click on submit makes exactly one authorization', async ({
    page,
    console: app,
  }) => {
    const form = new AuthorizationFormPage(page);
    await app.open(page, '/authorizations');
    await form.fill({ ...visa, amount: '7.00' });
    await form.submitButton.dblclick();
    await expect(form.outcome).toHaveText('Approved');
    const paymentId = await form.paymentId();
    const effects = await ledger(app, paymentId);
    expect(effects.map((e) => e.kind)).toEqual(['AUTHORIZATION']);
    expect(await authorizationsSent(app)).toHaveLength(1);
    expect((await ledger(app)).filter((e) => e.kind === 'AUTHORIZATION')).toHaveLength(1);
  });

  for (const dialect of DIALECTS) {
    test.describe(`on the ${dialect} dialect`, () => {
      test.use({ dialect });

      test('authorize → capture part → refund part; another authorization → cancellation', async ({
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
        await expect(reversal.heading).toHaveText('Capture, refund or reverse a transaction');
        await expect(reversal.kind('Capture')).toBeChecked();
        await expect(reversal.contextValue('Status')).toHaveText('Not charged yet');
        await expect(reversal.contextValue('Authorized')).toHaveText('USD 100.00');
        await expectAccessible(page);
        await snap(page, shotName(app, 'transactions-reverse-form'));
        await reversal.amount.fill('60.00');
        await reversal.submitButton.click();
        if (app.dialect === 'reference') {
          // The reference settles a capture later: in progress until the simulator's clock
          // passes its estimated date, then read again as charged.
          await expect(reversal.outcome).toHaveText('Capture in progress');
          await expect(reversal.contextValue('Captured')).toHaveText('USD 0.00');
          await advanceClock(app, 3600);
          // The same screen opened again reads the payment again, now captured.
          await app.open(page, new URL(page.url()).hash.slice(1));
        } else {
          await expect(reversal.outcome).toHaveText('Captured USD 60.00');
        }
        await expect(reversal.contextValue('Captured')).toHaveText('USD 60.00');
        await expectAccessible(page);
        await snap(page, shotName(app, 'transactions-reverse-result-capture'));

        await reversal.send('Refund', '25.00');
        await expect(reversal.outcome).toHaveText('This refund gave back USD 25.00');
        await expect(reversal.contextValue('Refunded')).toHaveText('USD 25.00');
        await snap(page, shotName(app, 'transactions-reverse-result-refund'));
        expect((await ledger(app, paymentId)).map((e) => [e.kind, e.amount.value])).toEqual([
          ['AUTHORIZATION', 100],
          ['CAPTURE', 60],
          ['REFUND', 25],
        ]);

        // More than is left to refund: said at the field, nothing is sent.
        await reversal.send('Refund', '500.00');
        await expect(reversal.amount).toHaveAccessibleDescription(
          /At most USD 35\.00 can be given back/,
        );
        await expect(reversal.outcome).toHaveText('This refund gave back USD 25.00');
        expect(await ledger(app, paymentId)).toHaveLength(3);

        // All that is left, the amount left empty: the result says how much, as Activity does.
        await reversal.send('Refund', '');
        await expect(reversal.outcome).toHaveText('This refund gave back USD 35.00');
        await expect(reversal.resultFact('Amount')).toHaveText('USD 35.00');

        await app.open(page, '/authorizations');
        await form.fill({ ...visa, amount: '30.00' });
        await form.submit();
        await expect(form.outcome).toHaveText('Approved');
        const second = await form.paymentId();
        await form.nextMove('Cancel').click();
        await expect(reversal.kind('Cancellation')).toBeChecked();
        await expect(reversal.amount).toHaveCount(0);
        await reversal.submitButton.click();
        await expect(reversal.outcome).toHaveText('Cancelled, nothing was charged');
        await expect(reversal.resultFact('Amount')).toHaveText('USD 30.00');
        await expect(reversal.contextValue('Status')).toHaveText('Cancelled');
        await snap(page, shotName(app, 'transactions-reverse-result-cancellation'));
        expect((await ledger(app, second)).map((e) => e.kind)).toEqual([
          'AUTHORIZATION',
          'CANCELLATION',
        ]);

        // A refund of a cancelled payment: nothing is left, said at the field; nothing is sent.
        await reversal.send('Refund', '5.00');
        await expect(reversal.amount).toHaveAccessibleDescription(
          /Nothing is left to refund on this payment/,
        );
        await snap(page, shotName(app, 'transactions-reverse-refused-nothing-left'));
        expect(await ledger(app, second)).toHaveLength(2);
      });
    });
  }

  test('Send with no action chosen says so at the choice, and offers only the payment’s currency', async ({
    page,
    console: app,
  }) => {
    const reversal = new ReversalFormPage(page);
    await app.open(page, '/transactions/reverse?transaction=trx-seed-authorized-auth');
    await expect(reversal.contextValue('Authorized')).toHaveText('USD 120.00');
    await reversal.submitButton.click();
    await expect(reversal.form.getByText('Choose what to do', { exact: true })).toBeVisible();
    await expect(reversal.kind('Capture')).toBeFocused();
    await reversal.kind('Capture').check();
    await expect(reversal.form.getByLabel('Currency').locator('option')).toHaveText(['USD']);
    expect(await ledger(app, 'pay-seed-authorized')).toEqual([]);
  });

  test('transaction authorization: a new payment, then an incremental one on it', async ({
    page,
    console: app,
  }) => {
    const form = new AuthorizationFormPage(page, 'Authorize transaction');
    await app.open(page, '/transactions/authorize');
    await expect(form.heading).toHaveText('Authorize a transaction');
    await form.fill({ ...visa, amount: '20.00' });
    await expectAccessible(page);
    await snap(page, 'transactions-authorize-form');
    await form.submit();
    await expect(form.outcome).toHaveText('Approved');
    const paymentId = await form.paymentId();

    await form.field('Payment id (optional)').fill(paymentId);
    await form.field('Amount').fill('5.00');
    await form.submit();
    await expect(form.outcome).toHaveText('Approved');
    await expect(form.fact('Payment')).toHaveText(paymentId);
    await expectAccessible(page);
    await snap(page, 'transactions-authorize-result');
    expect((await ledger(app, paymentId)).map((e) => e.amount.value)).toEqual([20, 5]);
    expect(await authorizationsSent(app, '/v1/transactions/authorizations')).toHaveLength(2);
  });

  test('on a production profile nothing moves before the code printed in the terminal is typed, and Cancel sends nothing', async ({
    page,
    console: app,
  }) => {
    const { simulator: production } = await productionProfile(app, 'Acquirer (production)', {
      defaultMerchantId: 'mer-seed-store-2',
    });
    try {
      const sent = () => production.control.requests().filter((r) => r.path === AUTHORIZATIONS);

      const form = new AuthorizationFormPage(page);
      await app.open(page, '/authorizations');
      await expect(form.field('Merchant id')).toHaveValue('mer-seed-store-2');
      await expect(page.getByLabel('Type a card')).toHaveCount(0);
      await expect(form.extraFields).toHaveCount(0);
      await form.fill({ ...visa, merchant: 'mer-seed-store-2', amount: '12.00' });
      await form.submit();

      const dialog = page.getByRole('dialog', {
        name: 'Confirm on profile “Acquirer (production)”',
      });
      await expect(dialog).toContainText('USD 12.00 on the card ending 1111?');
      await expect(dialog).toContainText('merchant mer-seed-store-2');
      await expect(dialog).toContainText(production.baseUrl);
      const code = app.printedCode()!;
      expect(app.terminal.join('\n')).toContain('USD 12.00');
      await expect(page.locator('body')).not.toContainText(code);
      await expectAccessible(page);
      await snap(page, 'authorizations-production-confirm');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toHaveCount(0);
      expect(sent()).toEqual([]);

      await form.submit();
      // The page shows the code field only once main has answered, i.e. after it printed the
      // new code: read the terminal then, not before (the cancelled attempt's code is stale).
      const codeField = dialog.getByLabel('Code printed in the terminal');
      await expect(codeField).toBeVisible();
      await codeField.fill(app.printedCode()!);
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(form.outcome).toHaveText('Approved');
      expect(sent()).toHaveLength(1);
      expect(production.control.ledger()).toHaveLength(1);
    } finally {
      await production.close();
    }
  });
});
