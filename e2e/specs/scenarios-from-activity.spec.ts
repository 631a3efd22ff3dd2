import { expect, test } from '../fixtures';
import { AuthorizationFormPage } from '../pages/authorization-page';
import { ReversalFormPage } from '../pages/reversal-page';
import { SaveAsScenarioBar, ScenariosScreen } from '../pages/scenarios-page';

test.use({ viewport: { width: 1024, height: 700 } });

const visa = { merchant: 'mer-seed-store-1', instrument: 'ins-seed-visa-approved' };

test('QA authorizes and captures, saves both from Activity as a scenario, and it runs green', async ({
  page,
  console: app,
}) => {
  test.slow();
  const form = new AuthorizationFormPage(page);
  const reversal = new ReversalFormPage(page);
  await app.open(page, '/authorizations');
  await form.fill({ ...visa, amount: '80.00', captureMode: 'MANUAL' });
  await form.submit();
  await expect(form.outcome).toHaveText('Approved');
  await form.nextMove('Capture').click();
  await reversal.amount.fill('30.00');
  await reversal.submitButton.click();
  await expect(reversal.result).toBeVisible();

  await app.open(page, '/activity');
  const bar = new SaveAsScenarioBar(page);
  // Ticked by keyboard: the boxes are in the tab order beside each row's link.
  await bar.pick('Capture').focus();
  await page.keyboard.press('Space');
  await bar.pick('Payment authorization').check();
  await bar.save.click();
  await bar.name.fill('Auth Capture');
  await bar.confirm.click();
  await expect(bar.name).toHaveAccessibleDescription(/lower case letters/);
  await bar.name.fill('auth-capture');
  await bar.confirm.click();

  const scenarios = new ScenariosScreen(page);
  await expect(page).toHaveURL(/name=auth-capture/);
  await expect(scenarios.text).toHaveValue(/transaction_id: "\{\{steps\.auth\.transaction_id\}\}"/);
  // The authorization's expectation holds what it authorized; the capture's what it moved.
  await expect(scenarios.text).toHaveValue(/amount: 80\.00 USD/);
  await expect(scenarios.text).toHaveValue(/amount: 30\.00 USD/);
  await scenarios.button('validate').click();
  await expect(page.getByText('The scenario is valid.')).toBeVisible();
  await scenarios.button('runAll').click();
  await expect(scenarios.verdict).toHaveText('“auth-capture” passed: every expectation held.');
  await expect(scenarios.step('auth-capture', 'auth')).toContainText('As expected');
  await expect(scenarios.step('auth-capture', 'capture')).toContainText('As expected');
});

test('the Save as scenario box, button and dialog speak Spanish', async ({
  page,
  console: app,
}) => {
  const form = new AuthorizationFormPage(page);
  await app.open(page, '/authorizations');
  await form.fill({ ...visa, amount: '12.00' });
  await form.submit();
  await expect(form.outcome).toHaveText('Approved');
  await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
  await app.open(page, '/activity');
  // The language is read as the page loads.
  await page.reload();
  const bar = new SaveAsScenarioBar(page, 'es');
  await bar.pick('Autorización de pago').check();
  await expect(page.getByText('1 operación seleccionada')).toBeVisible();
  await bar.save.click();
  await expect(bar.dialog).toContainText('pasan a ser los pasos de un escenario nuevo');
  await bar.name.fill('Mal Nombre');
  await bar.confirm.click();
  await expect(bar.name).toHaveAccessibleDescription(/Use letras minúsculas/);
});
