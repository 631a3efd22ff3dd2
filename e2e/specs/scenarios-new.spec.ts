import { expect, snap, test } from '../fixtures';
import { ScenariosScreen } from '../pages/scenarios-page';

test.use({ viewport: { width: 1024, height: 700 } });

const EXAMPLE = 'authorize-capture-refund';
const COPY = `${EXAMPLE}-copy`;

for (const words of [
  {
    language: 'en' as const,
    noName: 'Enter a name.',
    description: 'authorize 10.00 USD with a stored test card',
    failed: `“${COPY}” failed.`,
  },
  {
    language: 'es' as const,
    noName: 'Escriba un nombre.',
    description: 'autorizar 10.00 USD con una tarjeta de prueba guardada',
    failed: `“${COPY}” falló.`,
  },
]) {
  test(`a new scenario asks for a name, takes the one typed and speaks the reader’s language; another scenario’s run is only named (${words.language})`, async ({
    page,
    console: app,
  }) => {
    test.slow();
    await page.addInitScript(
      (language) => localStorage.setItem('payments-console.language', language),
      words.language,
    );
    const scenarios = new ScenariosScreen(page, words.language);
    await app.open(page, '/scenarios');
    await scenarios.create('');
    await expect(scenarios.newNameError).toHaveText(words.noName);
    await scenarios.create('prueba-es');
    await expect(page).toHaveURL(/name=prueba-es/);
    await expect(scenarios.text).toHaveValue(/^name: prueba-es$/m);
    await expect(scenarios.text).toHaveValue(new RegExp(words.description));
    await expect(scenarios.text).not.toHaveValue(/My scenario/);

    // A failed run of one scenario, then another opened: its verdict is not shown as this one's.
    await scenarios.openCopy(EXAMPLE).click();
    await scenarios.edit('amount: 60.00 USD', 'amount: 61.00 USD');
    await scenarios.button('save').click();
    await scenarios.button('runAll').click();
    await expect(scenarios.verdict).toHaveText(words.failed);
    await page.getByRole('link', { name: 'prueba-es', exact: true }).click();
    await expect(page).toHaveURL(/name=prueba-es/);
    await expect(scenarios.otherRun(COPY)).toBeVisible();
    await expect(scenarios.verdict).toBeHidden();
    await expect(scenarios.steps(COPY)).toBeHidden();
    await snap(page, `scenarios-other-run-${words.language}`);
  });
}
