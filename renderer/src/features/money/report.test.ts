import type { TFunction } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import type { MoneyPresentation } from '../../../../shared/operations/presentation';
import type * as Words from '../../../../shared/operations/words';
import { outcomeView } from './report';
import { report } from './testing';

/*
 * A money operation that words its own success, as a capture module would: the report fills its
 * words, and nothing outside the module names it.
 */
vi.mock('../../../../shared/operations/words', async (importOriginal) => {
  const real = await importOriginal<typeof Words>();
  return {
    ...real,
    moneyPresentation: (name: Parameters<typeof real.moneyPresentation>[0]): MoneyPresentation => ({
      ...real.moneyPresentation(name),
      success: {
        words: {
          en: { withAmount: 'Captured {{amount}} ({{status}})', withoutAmount: 'Captured' },
          es: { withAmount: 'Capturado {{amount}} ({{status}})', withoutAmount: 'Capturado' },
        },
      },
    }),
  };
});

const t = ((key: string) => key) as unknown as TFunction;

describe('an operation’s own success words', () => {
  it('are filled with the amount that moved and the status, in the screen’s language', () => {
    const done = report({
      status: 'APPROVED',
      moved: { value: 13, currency: 'USD' },
      amount: { value: 20, currency: 'USD' },
    });
    expect(outcomeView(done, t, 'en')).toEqual({
      label: 'Captured USD 13.00 (APPROVED)',
      tone: 'good',
    });
    expect(outcomeView(done, t, 'es').label).toMatch(/^Capturado USD 13[.,]00 \(APPROVED\)$/);
  });

  it('fall back to the amount asked for, then to the words without one', () => {
    const asked = report({ status: 'APPROVED', amount: { value: 20, currency: 'USD' } });
    expect(outcomeView(asked, t, 'en').label).toBe('Captured USD 20.00 (APPROVED)');
    expect(outcomeView(report({}), t, 'en').label).toBe('Captured');
  });
});
