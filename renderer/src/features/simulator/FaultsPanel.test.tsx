import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../../shared/result';
import { MONEY_SEND_ATTEMPTS } from '../../../../shared/money-attempts';
import { installFakeApi } from '../../testing/fake-api';
import { renderWithClient } from '../../testing/render';
import { FaultsPanel } from './FaultsPanel';

describe('FaultsPanel', () => {
  it.each([
    ['en', 'Times', `arm such a fault ${MONEY_SEND_ATTEMPTS} times or more`],
    ['es', 'Veces', `arme ese fallo ${MONEY_SEND_ATTEMPTS} veces o más`],
  ] as const)(
    'says at Times, in %s, that the console resends a 500 itself, so one armed once never shows',
    async (language, label, advice) => {
      installFakeApi({ 'simulator:faults': () => ok([]) });
      renderWithClient(<FaultsPanel />, { language });
      expect(await screen.findByLabelText(label)).toHaveAccessibleDescription(
        expect.stringContaining(advice),
      );
    },
  );
});
