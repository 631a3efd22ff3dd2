import { describe, expect, it } from 'vitest';
import { dateInputText, readTypedDate } from './date-input';

describe('a day typed as the console’s language writes it', () => {
  it('reads the day first in Spanish and the month first in English, into one ISO day', () => {
    expect(readTypedDate('05/11/2026', 'es')).toBe('2026-11-05');
    expect(readTypedDate('05/11/2026', 'en')).toBe('2026-05-11');
    expect(readTypedDate(' 5-11-2026 ', 'es')).toBe('2026-11-05');
    expect(readTypedDate('5.11.2026', 'es-CO')).toBe('2026-11-05');
    expect(readTypedDate('11/26/2026', 'en-US')).toBe('2026-11-26');
  });

  it('reads an ISO day as it is, in either language, and nothing as no filter', () => {
    expect(readTypedDate('2026-11-05', 'es')).toBe('2026-11-05');
    expect(readTypedDate('2026-11-05', 'en')).toBe('2026-11-05');
    expect(readTypedDate('  ', 'en')).toBe('');
  });

  it('refuses what is not a real day, never rolling it into the next month', () => {
    for (const [typed, language] of [
      ['31/02/2026', 'es'],
      ['02/31/2026', 'en'],
      ['29/02/2025', 'es'],
      ['26/11/2026', 'en'],
      ['13/13/2026', 'es'],
      ['00/10/2026', 'es'],
      ['1/2/26', 'en'],
      ['2026-02-30', 'en'],
      ['tomorrow', 'en'],
    ] as const) {
      expect(readTypedDate(typed, language), `${typed} in ${language}`).toBeUndefined();
    }
    expect(readTypedDate('29/02/2024', 'es')).toBe('2024-02-29');
  });

  it('writes an ISO day back in the language’s order, and reads back to the same day', () => {
    expect(dateInputText('2026-11-05', 'es')).toBe('05/11/2026');
    expect(dateInputText('2026-11-05', 'en')).toBe('11/05/2026');
    for (const language of ['en', 'es']) {
      expect(readTypedDate(dateInputText('2026-01-31', language), language)).toBe('2026-01-31');
    }
  });
});
