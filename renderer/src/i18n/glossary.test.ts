import { describe, expect, it } from 'vitest';
import { REVERSAL_VERBS } from '../../../shared/reversal-words';
import { VALIDATION_WORDS } from '../../../shared/validation-words';
import { GLOSSARY } from './areas/common';
import { en } from './en';
import { es } from './es';

type Tree = { [key: string]: string | Tree };

/** Every message as [key, English, Spanish]. */
function pairs(a: Tree, b: Tree, path: string[] = []): [string, string, string][] {
  return Object.entries(a).flatMap(([key, value]) => {
    const other = b[key] as string | Tree;
    return typeof value === 'string'
      ? [[[...path, key].join('.'), value, other as string] as [string, string, string]]
      : pairs(value, other as Tree, [...path, key]);
  });
}

/**
 * Same English word, another sense: voiding a payment is "Anular", not a dialog's "Cancelar"; a
 * capture transaction is the noun "Cobro", the act the verb "Cobrar".
 */
const OTHER_SENSE = new Set([
  'payments.moves.cancel',
  'authorizations.next.cancel',
  'money.reversal.CAPTURE',
  'activity.reversal.CAPTURE',
  'payments.timeline.type.CAPTURE',
  'money.transactionType.CAPTURE',
  'transactions.kind.CAPTURE',
]);

describe('the glossary', () => {
  const all = pairs(en as unknown as Tree, es as unknown as Tree);
  const spanishOf = new Map<string, string>(
    Object.entries(GLOSSARY.en).map(([k, word]) => [
      word,
      GLOSSARY.es[k as keyof typeof GLOSSARY.es],
    ]),
  );

  it('is said the same way in every area that uses its words', () => {
    const drifted = all.filter(
      ([key, english, spanish]) =>
        !OTHER_SENSE.has(key) && spanishOf.has(english) && spanishOf.get(english) !== spanish,
    );
    expect(drifted).toEqual([]);
  });

  it('says an amount with one Spanish word, the glossary’s «monto», never «importe»', () => {
    const spanish = [
      ...all.map(([key, , text]) => [key, text]),
      ...Object.entries(VALIDATION_WORDS.es),
    ];
    expect(GLOSSARY.es.amount).toMatch(/^Monto/);
    expect(spanish.filter(([, text]) => /\bimportes?\b/i.test(text ?? ''))).toEqual([]);
  });

  it('is what the areas repeat: amount, currency and cancel appear in several', () => {
    const uses = (word: string) => all.filter(([, english]) => english === word).length;
    expect(uses(GLOSSARY.en.amount)).toBeGreaterThan(5);
    expect(uses(GLOSSARY.en.cancel)).toBeGreaterThan(3);
  });

  it.each([
    ['en', en],
    ['es', es],
  ] as const)(
    'names each money action with one verb in %s, never a dialog’s cancel',
    (lang, catalog) => {
      // An approved authorization's next steps and the payment's offer the same actions.
      const next = catalog.authorizations.next;
      const moves = catalog.payments.moves;
      expect([next.capture, next.cancel, next.refund]).toEqual([
        moves.capture,
        moves.cancel,
        moves.refund,
      ]);
      expect(next.cancel).toBe(REVERSAL_VERBS[lang].CANCELLATION);
      if (lang === 'es') expect(next.cancel).not.toBe(GLOSSARY.es.cancel);
    },
  );
});
