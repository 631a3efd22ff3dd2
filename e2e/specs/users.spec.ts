import { apiRequests, expect, test } from '../fixtures';
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
