import {
  DIALECTS,
  expect,
  expectAccessible,
  ledger,
  productionProfile,
  shotName,
  snap,
  test,
} from '../fixtures';
import { PosScreen } from '../pages/pos-page';

test.describe('Store manager: cancel or refund a payment', () => {
  // Each flow runs axe on several screens: past 30 s on a busy 2-core machine.
  test.describe.configure({ timeout: 60_000 });
  for (const dialect of DIALECTS) {
    test.describe(`on the ${dialect} dialect`, () => {
      test.use({ dialect });

      test('an authorized payment is cancelled, once', async ({ page, console: app }) => {
        const pos = new PosScreen(page);
        const id = 'pay-seed-pos-drill-authorized';
        await app.open(page, '/pos');
        await expect(pos.heading).toHaveText('Cancel or refund a payment');
        await expectAccessible(page);
        await snap(page, shotName(app, 'pos-find'));

        await pos.find(id);
        await expect(pos.summaryValue(id, 'What happened')).toHaveText(
          'Approved for USD 30.00, not charged yet',
        );
        await expect(pos.summaryValue(id, 'Charged')).toHaveText('USD 0.00');
        const card = (await pos.summaryValue(id, 'Card').innerText()).trim();
        expect(card).toMatch(/^Amex •••• \d{4}$/);
        await expectAccessible(page);
        await snap(page, shotName(app, 'pos-found'));

        await pos.openConfirmation();
        await expect(pos.dialog).toContainText(
          `This releases the hold of USD 30.00 on the card ending ${card.slice(-4)}; nothing was charged.`,
        );
        await expectAccessible(page);
        await snap(page, shotName(app, 'pos-confirm-dialog'));
        await pos.dialog.getByRole('button', { name: 'No, go back' }).click();
        await expect(pos.dialog).toHaveCount(0);
        expect(await ledger(app, id)).toEqual([]);

        await pos.openConfirmation();
        await pos.confirm();
        await expect(pos.outcome).toHaveText('Cancelled, nothing was charged');
        await expect(pos.summaryValue(id, 'What happened')).toContainText(
          'Cancelled, nothing was charged',
        );
        // No jargon where the manager reads: innerText leaves out the closed support details.
        expect(await page.locator('main').innerText()).not.toMatch(/idempotency|reversal/i);
        await expectAccessible(page);
        await snap(page, shotName(app, 'pos-result-cancelled'));

        const effects = await ledger(app, id);
        expect(effects.map((e) => [e.kind, e.amount.value])).toEqual([['CANCELLATION', 30]]);
      });
    });
  }

  test('a captured payment is refunded in full, once, with a reference to copy', async ({
    page,
    context,
    console: app,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const pos = new PosScreen(page);
    const id = 'pay-seed-pos-drill-captured';
    await app.open(page, `/pos?payment=${id}`);
    await expect(pos.paymentId).toHaveValue(id);
    await expect(pos.summaryValue(id, 'What happened')).toContainText('Charged USD 45.00');
    await pos.openConfirmation();
    await expect(pos.dialog).toContainText('This gives USD 45.00 back to the card ending');
    await pos.confirm();
    await expect(pos.outcome).toHaveText('This refund gave back USD 45.00');
    await expectAccessible(page);
    await snap(page, 'pos-result-refunded');

    const effects = await ledger(app, id);
    expect(effects.map((e) => [e.kind, e.amount.value])).toEqual([['REFUND', 45]]);
    const reference = effects[0]!.transaction_id;
    await page.getByRole('button', { name: 'Copy reference' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

    await pos.supportDetails.click();
    await expect(page.locator('.pos-support')).toContainText(effects[0]!.idempotency_key!);
    await expectAccessible(page);
    await snap(page, 'pos-support-details');
  });

  test('an already refunded payment says so and moves no money', async ({ page, console: app }) => {
    const pos = new PosScreen(page);
    const id = 'pay-seed-pos-drill-refunded';
    await app.open(page, `/pos?payment=${id}`);
    await expect(pos.summaryValue(id, 'What happened')).toContainText('Refunded USD');
    await pos.openConfirmation();
    // Said before the click, from the payment's own figures: not "Cancel or refund USD 0.00".
    await expect(pos.dialog).toContainText('No money will move.');
    await expect(pos.dialog).toContainText('This payment was already refunded');
    await pos.confirm();
    await expect(pos.outcome).toHaveText(/^Already refunded on \w+ \d{1,2}, \d{4}/);
    await expect(page.getByText('Nothing was done now.')).toBeVisible();
    await expectAccessible(page);
    await snap(page, 'pos-result-already-refunded');
    expect(await ledger(app, id)).toEqual([]);
  });

  test('an unknown payment id is answered plainly', async ({ page, console: app }) => {
    const pos = new PosScreen(page);
    await app.open(page, '/pos');
    await pos.find('pay-does-not-exist');
    await expect(page.getByRole('alert')).toContainText(
      'We could not find payment pay-does-not-exist.',
    );
    await expect(pos.cancelOrRefundButton).toHaveCount(0);
    await expectAccessible(page);
    await snap(page, 'pos-not-found');
  });
});

test.describe('Store manager on a Spanish system', () => {
  test.use({ locale: 'es-CO' });

  test('the same errand in Spanish: find, confirm, cancelled', async ({ page, console: app }) => {
    const pos = new PosScreen(page, 'es');
    const id = 'pay-seed-pos-drill-authorized';
    await app.open(page, '/pos');
    await expect(pos.heading).toHaveText('Anular o devolver un pago');
    await expectAccessible(page);
    await snap(page, 'pos-find-es');

    await pos.find(id);
    await expect(pos.summaryValue(id, 'Qué pasó')).toHaveText(
      'Aprobado por USD 30,00, todavía sin cobrar',
    );
    await expectAccessible(page);
    await snap(page, 'pos-found-es');

    await pos.openConfirmation();
    await expect(pos.dialog).toContainText(
      'Esto libera la retención de USD 30,00 en la tarjeta terminada en',
    );
    await snap(page, 'pos-confirm-dialog-es');
    await pos.confirm();
    await expect(pos.outcome).toHaveText('Anulado, no se cobró nada');
    expect(await page.locator('main').innerText()).not.toMatch(
      /\b(payment|cancel|refund|charged)\b/i,
    );
    await expectAccessible(page);
    await snap(page, 'pos-result-cancelled-es');
    expect((await ledger(app, id)).map((e) => e.kind)).toEqual(['CANCELLATION']);
  });

  test('on a production profile main’s summary and the terminal speak Spanish too', async ({
    page,
    console: app,
  }) => {
    const { simulator: production } = await productionProfile(app, 'Tienda (producción)');
    try {
      const pos = new PosScreen(page, 'es');
      const id = 'pay-seed-pos-drill-authorized';
      await app.open(page, '/pos');
      await pos.find(id);
      // On production the page asks no question of its own: main's confirmation is the one.
      await pos.cancelOrRefundButton.click();

      const dialog = page.getByRole('dialog', {
        name: 'Confirmar en el perfil “Tienda (producción)”',
      });
      await expect(dialog).toContainText('Anular o devolver un pago');
      await expect(dialog).toContainText(`pago ${id}`);
      await expect(dialog).toContainText('USD 30,00');
      await expect(dialog).not.toContainText(/\b(payment|refund|merchant)\b/i);
      const printed = app.terminal.join('\n');
      expect(printed).toContain('Confirmación de producción pedida: Anular o devolver un pago');
      expect(printed).toMatch(/Código: \d{6} \(vale 2 minutos\)/);
      await expectAccessible(page);
      await snap(page, 'pos-production-confirm-es');

      await dialog.getByLabel('Código impreso en la terminal').fill(app.printedCode()!);
      await dialog.getByRole('button', { name: 'Confirmar' }).click();
      await expect(pos.outcome).toHaveText('Anulado, no se cobró nada');
      expect(production.control.ledger().map((e) => e.kind)).toEqual(['CANCELLATION']);
    } finally {
      await production.close();
    }
  });
});
