import {
  apiRequests,
  expect,
  expectAccessible,
  onOneLine,
  sidewaysScroll,
  snap,
  test,
} from '../fixtures';
import { UsersPage } from '../pages/users-page';

test.describe('New user (back office)', () => {
  // Tall enough that the form does not scroll: a scrolled-to-the-end form hides the shift.
  test.use({ viewport: { width: 1024, height: 1000 } });

  test('fix a flagged field, then one click on Create sends the user', async ({
    page,
    console: app,
  }) => {
    const users = new UsersPage(page);
    await app.open(page, '/users/new/usr-e2e-one-click');
    await expect(users.heading).toHaveText('New user');
    await page.getByRole('button', { name: 'Add an existing instrument' }).click();
    await users.instrumentRow(1).getByLabel('Instrument id').fill('ins-seed-mastercard-fraud');

    const email = page.getByLabel('E-mail (optional)');
    await email.fill('luz.diaz');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await email.fill('luz.diaz@example.com');

    // A person's click: the field blurs (and its error goes) on mousedown, the click lands on
    // mouseup a moment later. The button must still be under the pointer by then.
    const create = page.getByRole('button', { name: 'Create user' });
    await create.click({ delay: 200 });

    await users.expectUser('usr-e2e-one-click');
    const posts = (await apiRequests(app)).filter(
      (r) => r.method === 'POST' && r.path.startsWith('/v1/users/usr-e2e-one-click'),
    );
    expect(posts).toHaveLength(1);
  });
});

test.describe('A user’s instruments at 1024 px', () => {
  test('each id on one line, no sideways page, and every row’s Remove within reach beside its id', async ({
    page,
    console: app,
  }) => {
    const users = new UsersPage(page);
    await app.open(page, '/users/usr-seed-maria');
    await users.expectUser('usr-seed-maria');
    // The widest the table gets: an inactive link adds its Removed column.
    await users.removeButton('Mastercard •••• 0007').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove card' }).click();
    await expect(page.getByText(/^Mastercard •••• 0007 was removed/)).toBeVisible();
    await users.showInactive.check();
    await expect(users.instruments.getByRole('columnheader', { name: 'Removed' })).toBeVisible();

    const ids = users.rows.locator('th a code');
    await expect(ids).toHaveCount(await users.rows.count());
    for (const id of await ids.all()) {
      await expect(id).toHaveAttribute('title', /^ins-/);
      expect(await onOneLine(id)).toBe(true);
    }
    expect(await sidewaysScroll(page)).toEqual([0, 0]);
    await expectAccessible(page);
    await snap(page, 'users-instruments-1024');

    // Scrolled inside its box to the last column, each active row's Remove is on screen, and
    // its id still beside it says which instrument it removes.
    await page.locator('.table-scroll').evaluate((box) => (box.scrollLeft = box.scrollWidth));
    const active = users.rows.filter({ has: page.getByRole('button', { name: /^Remove/ }) });
    await expect(active).not.toHaveCount(0);
    for (const row of await active.all()) {
      await row.scrollIntoViewIfNeeded();
      await expect(row.getByRole('button', { name: /^Remove/ })).toBeInViewport();
      await expect(row.locator('th a code')).toBeInViewport();
    }
  });
});
