import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Scenario } from '../../../../shared/schemas/scenario';
import { createI18n } from '../../i18n/i18n';
import { newScenarioText } from './ScenariosPage';

describe('a new scenario’s text', () => {
  it.each([
    { language: 'en', words: 'authorize 10.00 USD with a stored test card' },
    { language: 'es', words: 'autorizar 10.00 USD con una tarjeta de prueba guardada' },
  ] as const)(
    '($language) is named as typed, explained in the reader’s language, and valid',
    ({ language, words }) => {
      const text = newScenarioText('prueba-es', createI18n(language).t);
      expect(text).toContain(words);
      const read = Scenario.safeParse(parse(text));
      expect(read.success).toBe(true);
      expect(read.data?.name).toBe('prueba-es');
      expect(text).not.toContain('My scenario');
    },
  );
});
