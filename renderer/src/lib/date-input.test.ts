import type { ResolverResult } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  dateInputText,
  dateTimeInputText,
  readingDates,
  readTypedDate,
  readTypedDateTime,
} from './date-input';

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

describe('a day and a time typed as the console’s language writes them', () => {
  it('reads into the wall time a datetime-local field gives, day first in Spanish', () => {
    expect(readTypedDateTime('02/12/2025 10:00', 'es')).toBe('2025-12-02T10:00');
    expect(readTypedDateTime('12/02/2025 9:05', 'en')).toBe('2025-12-02T09:05');
    // A link's own value, and a day alone: its first minute, or its last at the end of a range.
    expect(readTypedDateTime('2025-12-02T10:00', 'es')).toBe('2025-12-02T10:00');
    // As the screens show times, so the hints' examples read back.
    expect(readTypedDateTime('11/26/2026 2:30 PM', 'en')).toBe('2026-11-26T14:30');
    expect(readTypedDateTime('11/26/2026 12:05 am', 'en')).toBe('2026-11-26T00:05');
    expect(readTypedDateTime('26/11/2026 2:30 p.m.', 'es')).toBe('2026-11-26T14:30');
    expect(readTypedDateTime('26/11/2026 12:52 a. m.', 'es')).toBe('2026-11-26T00:52');
    expect(readTypedDateTime('26/11/2026 13:30 p.m.', 'es')).toBeUndefined();
    expect(readTypedDateTime('02/12/2025', 'es')).toBe('2025-12-02T00:00');
    expect(readTypedDateTime('02/12/2025', 'es', true)).toBe('2025-12-02T23:59');
  });

  it('refuses a time or a day that does not exist', () => {
    for (const typed of [
      '02/12/2025 24:00',
      '02/12/2025 10:60',
      '31/11/2025 10:00',
      '02/12/2025 10',
      'ayer',
    ]) {
      expect(readTypedDateTime(typed, 'es'), typed).toBeUndefined();
    }
  });

  it('writes a datetime-local value back in the language’s order', () => {
    expect(dateTimeInputText('2025-12-02T10:00', 'es')).toBe('02/12/2025 10:00');
    expect(dateTimeInputText('2025-12-02T10:00', 'en')).toBe('12/02/2025 10:00');
    expect(dateTimeInputText('', 'es')).toBe('');
  });
});

describe('a form’s dates read before its own rules', () => {
  it('says an unreadable date at its field alone, never comparing it with the other end', async () => {
    const seen: unknown[] = [];
    type Dates = { from: string; to: string };
    const resolver = readingDates<Dates, unknown, Dates>(
      async (values): Promise<ResolverResult<Dates>> => {
        seen.push(values);
        // The form's own rule: an end before its start is refused at the end.
        const backwards = values.from !== '' && values.to !== '' && values.to < values.from;
        return backwards
          ? { values: {}, errors: { to: { type: 'range', message: 'badRange' } } }
          : { values, errors: {} };
      },
      ['from', 'to'],
      'es',
      'badDate',
    );
    const result = await resolver({ from: '31/02/2025', to: '03/09/2025' }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({ from: { type: 'date', message: 'badDate' } });
    expect(seen).toEqual([{ from: '', to: '2025-09-03' }]);
  });
});
