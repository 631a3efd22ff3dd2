import { expect, sidewaysScroll, test } from '../fixtures';
import { ScenariosScreen } from '../pages/scenarios-page';

test.use({ viewport: { width: 1024, height: 700 } });

test('a scenario’s problems read in Spanish, name the step and wrap inside the list at 1024 px', async ({
  page,
  console: app,
}) => {
  await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
  const scenarios = new ScenariosScreen(page, 'es');
  await app.open(page, '/scenarios');
  await scenarios.openCopy('authorize-capture-refund').click();
  await scenarios.edit('operation: payments:authorize', 'operation: payments:authorise');
  await scenarios.edit('type: CAPTURE', 'type: CAPTUR');
  await scenarios.button('validate').click();
  const problems = scenarios.problems.getByRole('listitem');
  await expect(problems.first()).toContainText(
    'paso «auth», operation: «payments:authorise» no es uno de:',
  );
  await expect(scenarios.problems).toContainText(
    'paso «capture», input.type: «CAPTUR» no es uno de: CAPTURE, REFUND',
  );
  await expect(scenarios.problems).not.toContainText(/Invalid option|Unrecognized key/);
  const cut = await problems
    .first()
    .getByRole('button')
    .evaluate((b) => b.scrollWidth > b.clientWidth);
  expect(cut).toBe(false);
  expect(await sidewaysScroll(page)).toEqual([0, 0]);
});
