import { describe, expect, it } from 'vitest';
import { refuse } from '../../../shared/error-words';
import { REFUSAL_REASON_WORDS, type RefusalReason } from '../../../shared/refusal-reason-words';
import { formatDateTime, formatTimeOfDay } from '../i18n/format';
import { createI18n } from '../i18n/i18n';
import { errorText } from './error-text';

const spanish = createI18n('es').t;
const english = createI18n('en').t;

/** Values no sentence of either language contains by chance. */
const PARAMS = {
  id: 'op-7Q',
  outcome: 'succeeded',
  profile: 'Tienda Norte',
  url: 'https://old.example/v1/payments',
  sendsTo: 'https://new.example/v1/payments',
  seconds: '17',
  rows: '4321',
  where: 'items.3.amount',
  code: 'EACCES',
  message: 'permission denied for table audit_records',
  owner: 'till_north',
  login: 'audit_reader',
  max: '16777216',
  needs: '57',
  current: '43',
  command: 'npm run team:migrate -- postgres://owner@db.example',
  // Main's English list; the team words put the reader's own list in its place.
  powers: 'may TRUNCATE',
  why: 'sslrootcert=/etc/ca.pem cannot be read',
  file: 'journal-2031-07.jsonl',
  status: '421',
  expires: '2031-07-04T10:15:00.000Z',
  since: '2031-07-04T09:40:00.000Z',
  role: 'store-manager',
  operation: 'payments:authorize',
  detail: 'invalid_grant',
};
/**
 * As the page shows them (error-text.ts): times as this computer's time of day, a role and an
 * operation in the reader's words where main logs their codes.
 */
const SHOWN_IN = {
  en: { role: 'Store manager', operation: 'Payment authorization' },
  es: { role: 'Encargado de tienda', operation: 'Autorización de pago' },
};
const shownIn = (language: 'en' | 'es') => ({
  ...PARAMS,
  expires: formatTimeOfDay(PARAMS.expires, language),
  since: formatTimeOfDay(PARAMS.since, language),
  ...SHOWN_IN[language],
});
const REASONS = Object.keys(REFUSAL_REASON_WORDS.en) as RefusalReason[];

describe('main’s refusals on the page', () => {
  it.each(REASONS)('%s is said in Spanish, naming what main named', (reason) => {
    const { error } = refuse('conflict', reason, PARAMS);
    const shown = errorText(error, spanish);
    expect(shown).not.toBe(error.message);
    expect(shown).not.toMatch(/\{\{|frame\.errors/);
    for (const [name, value] of Object.entries(shownIn('es'))) {
      if (REFUSAL_REASON_WORDS.es[reason].includes(`{{${name}}}`)) expect(shown).toContain(value);
    }
  });

  it.each(REASONS)('%s is said in English as main logs it', (reason) => {
    const { error } = refuse('conflict', reason, PARAMS);
    expect(errorText(error, english)).toBe(refuse('conflict', reason, shownIn('en')).error.message);
    expect(error.message).not.toMatch(/\{\{/);
  });

  it.each([
    ['en', english],
    ['es', spanish],
  ] as const)(
    'says an approval’s times as the approvals screen writes them (%s), not 24-hour beside AM/PM',
    (language, t) => {
      const { error } = refuse('conflict', 'approval_already_waiting', PARAMS);
      const shown = errorText(error, t);
      const [since, expires] = [PARAMS.since, PARAMS.expires].map((instant) =>
        formatTimeOfDay(instant, language),
      );
      expect(shown).toContain(since);
      expect(shown).toContain(expires);
      // The approvals screen's "asked at" and "expires" facts end with the same time of day.
      expect(formatDateTime(PARAMS.since, language).endsWith(since!)).toBe(true);
      expect(formatDateTime(PARAMS.expires, language).endsWith(expires!)).toBe(true);
      expect(shown).toMatch(language === 'en' ? /\d:\d\d\s(AM|PM)/ : /\d:\d\d\s[ap]\.\s?m\./);
    },
  );

  it('keeps the wait the API asked for as a figure of the sentence, in both languages', () => {
    const { error } = refuse('rate_limited', 'rate_limited_for', { seconds: '30' });
    expect(errorText(error, english)).toContain('Try again in 30 s.');
    expect(errorText(error, spanish)).toContain('Vuelva a intentarlo en 30 s.');
  });
});
