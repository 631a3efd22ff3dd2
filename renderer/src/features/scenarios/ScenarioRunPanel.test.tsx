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
});
