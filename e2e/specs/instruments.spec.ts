import { expect, expectAccessible, snap, test } from '../fixtures';
import { InstrumentsPage } from '../pages/instruments-page';

const card = {
  holder: 'Ada Lovelace',
  number: '5200 0000 0000 0007',
  month: '12',
  year: '2030',
  cvv: '123',
  serviceCode: '201',
  sequenceNumber: '01',
};

test.describe('Instruments (back office)', () => {
  // Three axe runs and the card forms' round trips: past 30 s on a busy 2-core machine.
  test.describe.configure({ timeout: 60_000 });
  test('create → find in the list → open → edit a card instrument', async ({
    page,
    console: app,
  }) => {
    const instruments = new InstrumentsPage(page);
    await app.open(page);
    await expect(instruments.heading).toHaveText('Instruments');
    await expect(instruments.rowFor('ins-seed-visa-approved')).toBeVisible();
    await snap(page, 'instruments-list');

    await instruments.startCreate();
    await instruments.fillCard(card);
    await instruments.submitCreate();
    const id = await instruments.detailId();
    await expect(instruments.detailValue('Card')).toHaveText('Mastercard •••• 0007');
    await expect(instruments.detailValue('Service code')).toHaveText('201');
    await expect(instruments.detailValue('Holder')).toHaveText('Ada Lovelace');
    // What the API sent back, whole, with no PAN in it.
    await expect(instruments.rawJson()).toContainText('"fingerprint"');
    await expect(page.locator('body')).not.toContainText('5200000000000007');
    await snap(page, 'instruments-detail');

    await page.getByRole('link', { name: 'Back to instruments' }).click();
    await instruments.search('0007');
    await expect(instruments.rowFor(id)).toBeVisible();
    await expect(instruments.list.getByRole('listitem')).toHaveCount(2); // the seed debit card and ours
    await instruments.rowFor(id).getByRole('link').click();
    await expect(instruments.heading).toHaveText(`Instrument ${id}`);

    await page.getByRole('link', { name: 'Edit' }).click();
    await expect(instruments.heading).toHaveText(`Edit instrument ${id}`);
    await snap(page, 'instruments-edit');
    await instruments.field('Cardholder name').fill('Ada King');
    await instruments.field('Expiry month').fill('06');
    await instruments.field('Expiry year').fill('2031');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(instruments.heading).toHaveText(`Instrument ${id}`);
    await expect(instruments.detailValue('Holder')).toHaveText('Ada King');
    await expect(instruments.detailValue('Expiry')).toHaveText('06/2031');
  });

  test('a wrong card number or expiry is refused at the field, before anything is sent', async ({
    page,
    console: app,
  }) => {
    const instruments = new InstrumentsPage(page);
    await app.open(page, '/instruments/new');
    await instruments.fillCard({
      ...card,
      number: '4111 1111 1111 1112',
      month: '01',
      year: '2020',
    });
    await instruments.submitCreate();

    await expect(instruments.field('Card number')).toHaveAttribute('aria-invalid', 'true');
    await expect(instruments.field('Card number')).toHaveAccessibleDescription(/check digit/);
    await expect(instruments.field('Expiry year')).toHaveAccessibleDescription(/expired/);
    // Nothing is lost: the form is still there with what was typed.
    await expect(instruments.field('Cardholder name')).toHaveValue('Ada Lovelace');
    await expect(instruments.heading).toHaveText('New instrument');
    await snap(page, 'instruments-create-field-errors');
    await expectAccessible(page);
  });

  test('an instrument id that is not in the list can be opened from the search box', async ({
    page,
    console: app,
  }) => {
    const instruments = new InstrumentsPage(page);
    await app.open(page);
    await instruments.search('ins-does-not-exist');
    await page.getByRole('link', { name: 'Open ins-does-not-exist' }).click();
    await expect(page.getByRole('alert')).toContainText('No instrument with id ins-does-not-exist');
  });

  test('every instruments screen passes axe (no serious or critical violation)', async ({
    page,
    console: app,
  }) => {
    await app.open(page);
    await expect(page.getByRole('list', { name: 'Instruments' })).toBeVisible();
    await expectAccessible(page);
    await app.open(page, '/instruments/ins-seed-visa-approved');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Instrument ins-seed/);
    await expectAccessible(page);
    await app.open(page, '/instruments/ins-seed-visa-approved/edit');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Edit instrument/);
    await expectAccessible(page);
  });

  test('after a field error, fixing the field and clicking Save once sends the change', async ({
    page,
    console: app,
  }) => {
    const instruments = new InstrumentsPage(page);
    await app.open(page, '/instruments/ins-seed-visa-approved/edit');
    const month = instruments.field('Expiry month');
    await month.fill('13');
    await month.press('Tab');
    await expect(month).toHaveAccessibleDescription('Month is 1 to 12');
    await expect(month).not.toHaveAccessibleDescription(/expired/);

    // The error goes while the fix is typed, so the button is where the pointer lands.
    await month.fill('06');
    await expect(month).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(instruments.heading).toHaveText('Instrument ins-seed-visa-approved');
    await expect(instruments.detailValue('Expiry')).toHaveText(/^06\//);
  });
});
