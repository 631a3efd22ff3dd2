import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import type { ScenarioRunState } from '../../../../shared/schemas/scenario-desk';
import { appInfo, installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { ScenarioRunPanel } from './ScenarioRunPanel';

// A payment charged 60 with 25 given back: the API's current amount is their net, 35.
const run: ScenarioRunState = {
  source: 'example',
  name: 'read-after-refund',
  mode: 'all',
  profile: 'Simulator',
  state: 'done',
  steps: [
    {
      id: 'read',
      operation: 'payments:get',
      cleanup: false,
      outcome: 'succeeded',
      status: 'CAPTURED',
      amount: { value: 35, currency: 'USD' },
      figures: {
        captured: { value: 60, currency: 'USD' },
        refunded: { value: 25, currency: 'USD' },
      },
      failures: [],
      ms: 4,
    },
  ],
  failures: [],
  passed: true,
};

describe('ScenarioRunPanel', () => {
  it.each([
    { language: 'en', row: 'read', shown: 'Captured USD 60.00 · refunded USD 25.00' },
    { language: 'es', row: 'read', shown: 'Cobrado USD 60,00 · devuelto USD 25,00' },
  ] as const)(
    '($language) shows a payment read with the figures its page shows, not their net',
    async ({ language, row, shown }) => {
      installFakeApi({
        'app:info': () => ok(appInfo()),
        'scenarios:status': () => ok(run),
      });
      renderWithClient(<ScenarioRunPanel />, { language });
      const step = (await screen.findByRole('rowheader', { name: row })).closest('tr')!;
      expect(within(step).getByText(shown)).toBeInTheDocument();
      expect(step).not.toHaveTextContent(/35[.,]00/);
    },
  );

  const failed: ScenarioRunState = {
    ...run,
    source: 'mine',
    name: 'refcap',
    passed: false,
    steps: [
      {
        id: 'capture',
        operation: 'transactions:reverse',
        cleanup: false,
        outcome: 'succeeded',
        status: 'APPROVED',
        amount: { value: 20, currency: 'USD' },
        failures: [
          {
            en: 'step capture: amount captured expected 15.00 USD, got 20.00 USD',
            es: 'paso capture: monto cobrado esperado 15,00 USD, recibido 20,00 USD',
          },
        ],
        ms: 4,
      },
    ],
  };

  it.each([
    { language: 'en', other: 'The last run was of “refcap”, not of this scenario.' },
    { language: 'es', other: 'La última ejecución fue de “refcap”, no de este escenario.' },
  ] as const)(
    '($language) names another scenario’s run instead of showing its verdict under this one',
    async ({ language, other }) => {
      installFakeApi({
        'app:info': () => ok(appInfo()),
        'scenarios:status': () => ok(failed),
      });
      renderWithClient(<ScenarioRunPanel scenario={{ source: 'mine', name: 'authonly' }} />, {
        language,
      });
      expect(await screen.findByText(other)).toBeInTheDocument();
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      expect(screen.queryByText(/refcap” (failed|falló)/)).not.toBeInTheDocument();
    },
  );

  it.each([
    { language: 'en', failure: 'step capture: amount captured expected 15.00 USD, got 20.00 USD' },
    {
      language: 'es',
      failure: 'paso capture: monto cobrado esperado 15,00 USD, recibido 20,00 USD',
    },
  ] as const)(
    '($language) shows a run’s failures in the reader’s language, whoever started it',
    async ({ language, failure }) => {
      installFakeApi({
        'app:info': () => ok(appInfo()),
        'scenarios:status': () => ok(failed),
      });
      renderWithClient(<ScenarioRunPanel scenario={{ source: 'mine', name: 'refcap' }} />, {
        language,
      });
      const step = (await screen.findByRole('rowheader', { name: 'capture' })).closest('tr')!;
      expect(step).toHaveTextContent(failure);
    },
  );

  it('says on the built-in simulator that a run resets its data', async () => {
    installFakeApi({
      'app:info': () => ok(appInfo()),
      'scenarios:status': () => ok(null),
    });
    renderWithClient(<ScenarioRunPanel scenario={{ source: 'mine', name: 'refcap' }} />);
    expect(
      await screen.findByText(/a run first resets the simulator’s data to its seed/),
    ).toBeInTheDocument();
  });
});
