import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import type { ScenarioRunState } from '../../../../shared/schemas/scenario-desk';
import { appInfo, installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { SimulatorResetNote } from './SimulatorResetNote';

const run = (changes: Partial<ScenarioRunState>): ScenarioRunState => ({
  source: 'mine',
  name: 'capref',
  mode: 'all',
  profile: 'Local simulator',
  state: 'done',
  steps: [],
  failures: [],
  passed: true,
  ...changes,
});

describe('SimulatorResetNote', () => {
  it.each([
    // The console's one time of day: "3:28 AM", never "03:28" beside the AM/PM of other screens.
    {
      language: 'en',
      said: /The simulator was reset by the scenario run “capref” at \d{1,2}:\d\d\s[AP]M:/,
    },
    {
      language: 'es',
      said: /La ejecución del escenario “capref” restableció el simulador a las \d{1,2}:\d\d\s[ap]\.\s?m\./,
    },
  ] as const)(
    '($language) says a scenario run reset the simulator, and when',
    async ({ language, said }) => {
      installFakeApi({
        'app:info': () => ok(appInfo()),
        'scenarios:status': () => ok(run({ simulator_reset_at: new Date().toISOString() })),
      });
      renderWithClient(<SimulatorResetNote />, { language });
      expect(await screen.findByRole('note')).toHaveTextContent(said);
    },
  );

  it('says nothing when the run reset no simulator, or another profile’s', async () => {
    installFakeApi({
      'app:info': () => ok(appInfo({ name: 'Staging' })),
      'scenarios:status': () => ok(run({ simulator_reset_at: new Date().toISOString() })),
    });
    const { container } = renderWithClient(<SimulatorResetNote />);
    await new Promise((r) => setTimeout(r, 50));
    expect(container).toBeEmptyDOMElement();
  });
});
