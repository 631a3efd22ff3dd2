import { expect, expectAccessible, productionProfile, snap, test } from '../fixtures';
import { ScenariosScreen } from '../pages/scenarios-page';

test.use({ viewport: { width: 1024, height: 700 } });

const EXAMPLE = 'authorize-capture-refund';
const COPY = `${EXAMPLE}-copy`;

const LANGUAGES = [
  {
    language: 'en' as const,
    failed: `“${COPY}” failed.`,
    passed: `“${COPY}” passed: every expectation held.`,
    failure: 'step capture: amount captured expected 61.00 USD, got 60.00 USD',
    succeeded: 'Succeeded',
    authorization: 'Payment authorization',
    authorized: 'USD 100.00',
    capture: 'Capture',
  },
  {
    language: 'es' as const,
    failed: `“${COPY}” falló.`,
    passed: `“${COPY}” fue correcto: se cumplieron todas las expectativas.`,
    failure: 'paso capture: monto cobrado esperado 61,00 USD, recibido 60,00 USD',
    succeeded: 'Realizada',
    authorization: 'Autorización de pago',
    authorized: 'USD 100,00',
    capture: 'Cobro',
  },
];

for (const words of LANGUAGES) {
  test(`a copy of an example with a broken amount fails naming the step and both values, then runs step by step to the end once fixed (${words.language})`, async ({
    page,
    console: app,
  }) => {
    // Two runs, an accessibility check and a picture on a shared two-core machine.
    test.slow();
    if (words.language === 'es')
      await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
    const scenarios = new ScenariosScreen(page, words.language);
    await app.open(page, '/scenarios');
    // The name's label over its box with room between, as every other labelled field.
    await expect(scenarios.newName).toBeVisible();
    const spacing = await scenarios.newNameSpacing();
    expect(spacing.below).toBeGreaterThanOrEqual(2);
    expect(Math.abs(spacing.aside)).toBeLessThan(1);
    await scenarios.openCopy(EXAMPLE).click();
    await expect(page).toHaveURL(new RegExp(`name=${COPY}`));

    await scenarios.edit('amount: 60.00 USD', 'amount: 61.00 USD');
    await scenarios.button('save').click();
    await scenarios.button('runAll').click();
    await expect(scenarios.verdict).toHaveText(words.failed);
    await expect(scenarios.step(COPY, 'capture')).toContainText(words.failure);
    await expect(scenarios.step(COPY, 'capture')).toContainText(words.succeeded);
    await expect(scenarios.journalLink(scenarios.step(COPY, 'auth'))).toBeVisible();
    await expectAccessible(page);
    await snap(page, `scenarios-failed-${words.language}`);

    // Fixed and run by clicks, without saving first: the run saves the text.
    await scenarios.edit('amount: 61.00 USD', 'amount: 60.00 USD');
    await scenarios.button('runSteps').click();
    for (const id of ['auth', 'capture', 'refund', 'payment']) {
      await expect(scenarios.next).toHaveAccessibleName(new RegExp(`: ${id}$`));
      await scenarios.next.click();
      await expect(scenarios.step(COPY, id)).toBeVisible();
    }
    await expect(scenarios.verdict).toHaveText(words.passed);
    await expect(scenarios.step(COPY, 'capture')).not.toContainText(words.failure);
    // The operation in its own words and the amount it asked for, not a channel and a dash.
    const auth = scenarios.step(COPY, 'auth');
    await expect(auth).toContainText(words.authorization);
    await expect(auth).toContainText(words.authorized);
    await expect(auth).not.toContainText('payments:authorize');
    await expect(scenarios.step(COPY, 'capture')).toContainText(words.capture);
    // Each money step links to its journal entry in Activity.
    await scenarios.journalLink(scenarios.step(COPY, 'capture')).click();
    await expect(page).toHaveURL(/#\/activity\/op-/);
  });
}

test('a run step by step goes on in main while the page is elsewhere, and unsaved text is not lost on leaving', async ({
  page,
  console: app,
}) => {
  const scenarios = new ScenariosScreen(page);
  await app.open(page, '/scenarios');
  await scenarios.openCopy(EXAMPLE).click();
  await scenarios.button('runSteps').click();
  await scenarios.next.click();
  await expect(scenarios.next).toHaveAccessibleName('Send next step: capture');

  await scenarios.edit('Authorize, capture', 'Authorize then capture');
  await page
    .getByRole('navigation', { name: 'Areas' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(scenarios.leaveDialog).toBeVisible();
  await scenarios.button('stay').click();
  await expect(scenarios.text).toHaveValue(/Authorize then capture/);
  await scenarios.button('save').click();

  await page
    .getByRole('navigation', { name: 'Areas' })
    .getByRole('link', { name: 'Activity' })
    .click();
  await expect(page).toHaveURL(/#\/activity/);
  await page.goBack();
  await expect(scenarios.text).toHaveValue(/Authorize then capture/);
  await expect(scenarios.next).toHaveAccessibleName('Send next step: capture');
  await expect(scenarios.step(COPY, 'auth')).toContainText('As expected');
});

for (const words of [
  {
    language: 'en' as const,
    paused: `Scenario “${COPY}” is paused before step capture. Until it ends, the built-in simulator keeps the scenario’s data and dialect, not those of Settings, and whatever you send from any screen goes there.`,
    stopped: `“${COPY}” was stopped before its remaining steps.`,
  },
  {
    language: 'es' as const,
    paused: `El escenario “${COPY}” está en pausa antes del paso capture. Hasta que termine, el simulador integrado conserva los datos y el dialecto del escenario, no los de Configuración, y lo que envíe desde cualquier pantalla va allí.`,
    stopped: `Se detuvo “${COPY}” antes de sus pasos restantes.`,
  },
]) {
  test(`a paused run says on every screen that it holds the simulator, and Stop there ends it as a stop, not a failure (${words.language})`, async ({
    page,
    console: app,
  }) => {
    await page.addInitScript(
      (language) => localStorage.setItem('payments-console.language', language),
      words.language,
    );
    const scenarios = new ScenariosScreen(page, words.language);
    await app.open(page, '/scenarios');
    await scenarios.openCopy(EXAMPLE).click();
    await expect(scenarios.holdNotice).toBeHidden();
    await scenarios.button('runSteps').click();
    await scenarios.next.click();
    await expect(scenarios.next).toBeVisible();
    await expect(scenarios.holdNotice).toHaveText(
      `${words.paused} ${await scenarios.holdStop.innerText()}`,
    );

    await app.open(page, '/activity');
    await expect(scenarios.holdNotice).toContainText(words.paused);
    await scenarios.holdStop.click();
    await expect(scenarios.holdNotice).toBeHidden();

    // Back through the menu, with nothing named: the stopped run's scenario opens with its
    // verdict, in either language.
    await app.open(page, '/scenarios');
    await expect(page).toHaveURL(new RegExp(`name=${COPY}`));
    await expect(scenarios.verdict).toHaveText(words.stopped);
    await expect(scenarios.verdict).not.toHaveClass(/notice-error/);
  });
}

test('a run that cannot start leaves no earlier verdict under its error', async ({
  page,
  console: app,
}) => {
  const scenarios = new ScenariosScreen(page);
  await app.open(page, '/scenarios');
  await scenarios.openCopy(EXAMPLE).click();
  await scenarios.button('runAll').click();
  await expect(scenarios.verdict).toHaveText(`“${COPY}” passed: every expectation held.`);
  await scenarios.edit('operation: transactions:reverse', 'operation: transactions:rewind');
  await scenarios.button('runAll').click();
  await expect(scenarios.alert).toBeVisible();
  await expect(scenarios.verdict).toBeHidden();
});

test('a text that is no scenario is saved as typed and its problems are shown at their lines', async ({
  page,
  console: app,
}) => {
  const scenarios = new ScenariosScreen(page);
  await app.open(page, '/scenarios');
  await scenarios.openCopy(EXAMPLE).click();
  await scenarios.edit('operation: transactions:reverse', 'operation: transactions:rewind');
  await scenarios.button('save').click();
  await expect(scenarios.problems).toContainText(
    /Line 2\d: step “\w+”, operation: “transactions:rewind” is not one of: .*transactions:reverse/,
  );
  await page.reload();
  await expect(scenarios.text).toHaveValue(/transactions:rewind/);
});

test('on a production profile Run is disabled and the page says why, in Spanish too', async ({
  page,
  console: app,
}) => {
  const { simulator } = await productionProfile(app, 'Live store');
  try {
    await page.addInitScript(() => localStorage.setItem('payments-console.language', 'es'));
    const scenarios = new ScenariosScreen(page, 'es');
    await app.open(page, `/scenarios?source=example&name=${EXAMPLE}`);
    await expect(
      page.getByText(
        'El perfil activo “Live store” es de producción: los escenarios nunca se ejecutan contra producción. Elija un perfil de pruebas en Configuración.',
      ),
    ).toBeVisible();
    await expect(scenarios.button('runAll')).toBeDisabled();
    await expect(scenarios.button('runSteps')).toBeDisabled();
  } finally {
    await simulator.close();
  }
});
