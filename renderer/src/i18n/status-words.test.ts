import { describe, expect, it } from 'vitest';
import { API_STATUSES, type ApiStatus } from '../../../shared/payment-states';
import { en } from './en';
import { es } from './es';
import { STATUS_WORDS } from './status-words';
import { createI18n } from './i18n';
import { PAYMENT_STATE_NAMES } from '../../../shared/schemas/states';
import { settlementOf, settlementWord } from '../lib/settlement';
import { settlementText } from '../features/payments/settlement-text';

const STATUSES = Object.keys(API_STATUSES) as ApiStatus[];

describe.each([
  ['en', en],
  ['es', es],
] as const)('one status, one word, in %s', (lang, catalog) => {
  const words = STATUS_WORDS[lang];
  const timeline: Record<string, string> = catalog.payments.timeline.stateMasculine;
  const afterFeminine: Record<string, string> = catalog.payments.timeline.state;
  const payment: Record<string, string> = catalog.payments.status;
  const apiValue: Record<string, string> = catalog.money.apiValue;

  it.each(STATUSES)('%s reads the same in the timeline, the payment and the glossary', (code) => {
    if (code in timeline) expect(timeline[code]).toBe(words[code]);
    // After a feminine type ("Devolución"), Spanish says the same word agreeing with it.
    const agreeing = lang === 'es' ? words[code].replace(/o(?= |$)/, 'a') : words[code];
    if (code in afterFeminine) expect(afterFeminine[code]).toBe(agreeing);
    if (code in payment) expect(payment[code]).toBe(words[code]);
    // English screens keep the API's codes in sentences; Spanish says the same word there.
    if (lang === 'es') expect(apiValue[code]?.toLowerCase()).toBe(words[code].toLowerCase());
  });

  it('calls a capture in progress one thing: its badge, its status, Activity and a result', () => {
    expect(catalog.payments.badge.capturing).toBe(words.CAPTURE_IN_PROCESS);
    expect(catalog.activity.captureInProgress).toBe(words.CAPTURE_IN_PROCESS);
    expect(catalog.money.outcome.capturing).toBe(words.CAPTURE_IN_PROCESS);
  });

  it('calls a declined payment in the list what its declined authorization is called', () => {
    expect(catalog.payments.badge.declined).toBe(words.DECLINED);
  });

  it('gives no two statuses one word, so Find’s choice names what the page showed', () => {
    const all = Object.values(words);
    expect(new Set(all).size).toBe(all.length);
  });
});

describe.each(['en', 'es'] as const)('a payment’s status in %s', (lang) => {
  const { t } = createI18n(lang);
  it.each(PAYMENT_STATE_NAMES)(
    '%s reads on its badge and its page in the word Find offers for it',
    (status) => {
      const settlement = settlementOf({ id: 'p', status });
      const badge = settlementWord(t, settlement);
      const others = PAYMENT_STATE_NAMES.filter((other) => other !== status).map((other) =>
        settlementWord(t, settlementOf({ id: 'p', status: other })),
      );
      expect(others).not.toContain(badge);
      if (settlement.state === 'declined') {
        expect(badge).toBe(STATUS_WORDS[lang][status]);
        expect(settlementText(settlement, t, lang).startsWith(`${badge}, `)).toBe(true);
      }
    },
  );
});

describe('an operation the issuer declined', () => {
  it.each([
    ['en', en, 'Declined'],
    ['es', es, 'Denegado'],
  ] as const)('reads as DECLINED’s word everywhere in %s', (lang, catalog, word) => {
    expect(STATUS_WORDS[lang].DECLINED).toBe(word);
    // The result, Activity's list and inspector, cancel-or-refund's result and the timeline.
    expect(catalog.money.outcome.declined).toBe(word);
    const feminine = lang === 'es' ? 'Denegada' : word;
    expect(catalog.activity.outcome.declined).toBe(feminine);
    expect(catalog.payments.timeline.state.DECLINED).toBe(feminine);
    expect(catalog.pos.outcome.declined.startsWith(`${word}:`)).toBe(true);
  });

  it('leaves "Rechazado" to the status REJECTED alone in Spanish', () => {
    expect(es.money.outcome.declined).not.toMatch(/rechaz/i);
    expect(es.activity.outcome.declined).not.toMatch(/rechaz/i);
    expect(STATUS_WORDS.es.REJECTED).toBe('Rechazado');
  });
});
