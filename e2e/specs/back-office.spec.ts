import { apiRequests, DIALECTS, expect, expectAccessible, shotName, snap, test } from '../fixtures';
import { UsersPage } from '../pages/users-page';

const MARIA = 'usr-seed-maria';
const newCard = {
  holder: 'María Fernández',
  number: '5191 8722 7216 6422',
  month: '06',
  year: '2031',
  cvv: '314',
};

test.describe('Users (back office)', () => {
  // Several axe scans per test; a loaded machine needs more than the default 30 s.
  test.describe.configure({ timeout: 60_000 });

  test('find María, see her active cards, then her inactive one too', async ({
    page,
    console: app,
  }) => {
    const users = new UsersPage(page);
    await app.open(page, '/users');
    await expect(users.heading).toHaveText('Users');
    await snap(page, 'users-lookup');
    await expectAccessible(page);

    await users.find(MARIA);
    await users.expectUser(MARIA);
    await expect(users.fact('Name')).toHaveText('María Fernández');
    await expect(users.fact('Document')).toHaveText('CC 52345678');
    await expect(users.rows).toHaveCount(2);
    await expect(users.row('ins-seed-visa-approved')).toContainText('Visa •••• 1111');
    await expect(users.row('ins-seed-visa-approved')).toContainText('ACTIVE');
    await expect(users.instruments).not.toContainText('INACTIVE');
    await snap(page, 'users-detail');
    await expectAccessible(page);

    await users.showInactive.check();
    await expect(users.rows).toHaveCount(3);
    await expect(users.row('ins-seed-visa-inactive')).toContainText('INACTIVE');
    await snap(page, 'users-detail-inactive');
    await users.showInactive.uncheck();
    await expect(users.rows).toHaveCount(2);

    await page.getByText('Raw JSON of the user').click();
    await expect(page.getByLabel('Raw JSON of the user')).toContainText('"user_instrument"');
  });

  for (const dialect of DIALECTS) {
    test.describe(`on the ${dialect} dialect`, () => {
      test.use({ dialect });

      test('add a new card to María: created, then linked, sent once on a double click', async ({
        page,
        console: app,
      }) => {
        const users = new UsersPage(page);
        await app.open(page, `/users/${MARIA}`);
        await users.expectUser(MARIA);
        await users.startAddCard();
        // Pictures are taken before the card number is typed: no PAN in any artifact.
        await snap(page, shotName(app, 'users-add-card'));
        await expectAccessible(page);
        await users.fillCard(users.addCardForm, newCard);
        await users.addCardForm.getByRole('button', { name: 'Create and add card' }).dblclick();

        await expect(
          page.getByText(/^Mastercard •••• 6422 was created as ins-.+ and added to/),
        ).toBeVisible();
        await expect(users.rows).toHaveCount(3);
        await expect(users.row('Mastercard •••• 6422')).toContainText('ACTIVE');
        await expect(users.addCardForm.getByLabel('Card number', { exact: true })).toHaveValue('');
        await expect(users.addCardForm.getByLabel('CVV', { exact: true })).toHaveValue('');
        await expect(page.locator('body')).not.toContainText('5191872272166422');

        const writes = (await apiRequests(app)).filter((r) => r.method === 'POST');
        expect(writes.map((r) => r.path)).toEqual([
          '/v1/instruments',
          `/v1/users/${MARIA}/instruments`,
        ]);
        await snap(page, shotName(app, 'users-card-added'));
      });
    });
  }

  test('an existing instrument already on the user is refused with status, code and message', async ({
    page,
    console: app,
  }) => {
    const users = new UsersPage(page);
    await app.open(page, `/users/${MARIA}`);
    await users.expectUser(MARIA);
    const form = page.getByRole('form', { name: 'Add an existing instrument' });
    await form.getByLabel('Instrument id').fill('ins-seed-visa-approved');
    await form.getByRole('button', { name: 'Add instrument' }).click();

    const block = page.getByRole('alert', { name: 'Could not add the instrument' });
    await expect(block).toContainText('400');
    await expect(block).toContainText('instrument_already_added');
    await expect(block).toContainText('is already added to user usr-seed-maria');
    await expect(form.getByLabel('Instrument id')).toHaveValue('ins-seed-visa-approved');
    await snap(page, 'users-add-existing-refused');
    await expectAccessible(page);
  });

  for (const dialect of DIALECTS) {
    test.describe(`on the ${dialect} dialect`, () => {
      test.use({ dialect });

      test('remove a card behind a confirmation; one with an open payment is refused, then forced', async ({
        page,
        console: app,
      }) => {
        const users = new UsersPage(page);
        await app.open(page, `/users/${MARIA}`);
        await users.expectUser(MARIA);

        await users.removeButton('Mastercard •••• 0007').click();
        const dialog = users.removeDialog(MARIA, 'Mastercard •••• 0007');
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('checkbox', { name: 'Force delete' })).not.toBeChecked();
        await snap(page, shotName(app, 'users-remove-dialog'));
        await expectAccessible(page);
        await dialog.getByRole('button', { name: 'Remove card' }).click();
        await expect(dialog).toBeHidden();
        await expect(
          page.getByText(/^Mastercard •••• 0007 was removed from usr-seed-maria/),
        ).toBeVisible();
        await expect(users.row('ins-seed-mastercard-approved-debit')).toHaveCount(0);
        // Without force the link is kept, inactive, as history.
        await users.showInactive.check();
        await expect(users.row('ins-seed-mastercard-approved-debit')).toContainText('INACTIVE');
        await users.showInactive.uncheck();

        // María's VISA carries pay-seed-authorized, not captured yet.
        await users
          .row('ins-seed-visa-approved')
          .getByRole('button', { name: /^Remove/ })
          .click();
        const visa = users.removeDialog(MARIA, 'Visa •••• 1111');
        await visa.getByRole('button', { name: 'Remove card' }).click();
        const refusal = visa.getByRole('alert', { name: 'Could not remove the card' });
        await expect(refusal).toContainText('409');
        await expect(refusal).toContainText('instrument_has_open_payments');
        await expect(refusal).toContainText('pay-seed-authorized');
        await expect(visa).toContainText('tick Force delete to remove the link anyway');
        await snap(page, shotName(app, 'users-remove-refused'));
        await expectAccessible(page);

        await visa.getByRole('checkbox', { name: 'Force delete' }).check();
        await visa.getByRole('button', { name: 'Force delete card' }).click();
        await expect(visa).toBeHidden();
        await expect(
          page.getByText(/^Visa •••• 1111 was removed from usr-seed-maria outright/),
        ).toBeVisible();
        await users.showInactive.check();
        await expect(users.row('ins-seed-mastercard-approved-debit')).toHaveCount(1);
        // Forced: the link is gone outright, not kept as history.
        await expect(users.row('ins-seed-visa-approved')).toHaveCount(0);

        // force_delete travels in the JSON body, where the reference reads it, never in the query.
        const deletes = (await apiRequests(app)).filter((r) => r.method === 'DELETE');
        expect(deletes.map((r) => r.path)).toEqual([
          `/v1/users/${MARIA}/instruments/ins-seed-mastercard-approved-debit`,
          `/v1/users/${MARIA}/instruments/ins-seed-visa-approved`,
          `/v1/users/${MARIA}/instruments/ins-seed-visa-approved`,
        ]);
      });
    });
  }

  test('an unknown user leads to creating it, with an existing instrument and a new card', async ({
    page,
    console: app,
  }) => {
    const users = new UsersPage(page);
    await app.open(page, '/users');
    await users.find('usr-e2e-luz');
    await expect(page.getByRole('alert')).toContainText('No user with id usr-e2e-luz');
    await snap(page, 'users-not-found');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Create user usr-e2e-luz' }).click();
    await expect(users.heading).toHaveText('New user');
    await expect(page.getByLabel('User id', { exact: true })).toHaveValue('usr-e2e-luz');
    await page.getByLabel('Name (optional)').fill('Luz Díaz');
    await page.getByLabel('E-mail (optional)').fill('luz.diaz@example.com');
    await page.getByLabel('Document type (optional)').fill('CC');
    await page.getByLabel('Document number (optional)').fill('1020304050');
    await page.getByLabel('Phone (optional)').fill('+57 300 555 0199');
    await page.getByRole('button', { name: 'Add an existing instrument' }).click();
    await users.instrumentRow(1).getByLabel('Instrument id').fill('ins-seed-mastercard-fraud');
    await page.getByRole('button', { name: 'Add a new card' }).click();
    await snap(page, 'users-new');
    await expectAccessible(page);
    await users.fillCard(users.instrumentRow(2), { ...newCard, holder: 'Luz Díaz' });
    await page.getByRole('button', { name: 'Create user' }).click();

    await users.expectUser('usr-e2e-luz');
    await expect(users.fact('E-mail')).toHaveText('luz.diaz@example.com');
    await expect(users.rows).toHaveCount(2);
    await expect(users.row('ins-seed-mastercard-fraud')).toContainText('ACTIVE');
    await expect(users.row('Mastercard •••• 6422')).toContainText('Luz Díaz');
    await expect(page.locator('body')).not.toContainText('5191872272166422');
    await snap(page, 'users-created');
  });
});
