import { describe, expect, it } from 'vitest';
import {
  CHANGE_OPERATION_NAMES,
  JOURNALED_OPERATION_NAMES,
  MONEY_OPERATION_NAMES,
} from './catalog';
import { OPERATION_LANGUAGES } from './presentation';
import {
  changeLabels,
  duplicateRisks,
  journaledOperationNames,
  journaledPresentation,
  moneyOperationNames,
  moneyPresentation,
  moneyWords,
} from './words';

describe('every operation module words itself', () => {
  it.each(MONEY_OPERATION_NAMES)('%s in English and Spanish, each word its own', (name) => {
    const { en, es } = moneyPresentation(name).words;
    for (const field of ['name', 'label', 'doing', 'twice'] as const) {
      expect(en[field].trim(), field).not.toBe('');
      expect(es[field].trim(), field).not.toBe('');
      // A Spanish word equal to the English one is a word nobody translated.
      expect(es[field], field).not.toBe(en[field]);
    }
  });

  it.each(CHANGE_OPERATION_NAMES)('%s in English and Spanish, each word its own', (name) => {
    const { en, es } = journaledPresentation(name).words;
    for (const field of ['name', 'label'] as const) {
      expect(en[field].trim(), field).not.toBe('');
      expect(es[field].trim(), field).not.toBe('');
      expect(es[field], field).not.toBe(en[field]);
    }
  });

  it('gives every journaled operation a CSV type in the API’s own upper-case words', () => {
    for (const name of JOURNALED_OPERATION_NAMES) {
      expect(journaledPresentation(name).csvType, name).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
    }
  });

  it('fills each language’s tables with exactly the catalog’s operations, keyed as catalogs key them', () => {
    for (const language of OPERATION_LANGUAGES) {
      expect(Object.keys(moneyWords(language))).toEqual(MONEY_OPERATION_NAMES);
      expect(Object.keys(changeLabels(language))).toEqual(CHANGE_OPERATION_NAMES);
      const moneyKeys = MONEY_OPERATION_NAMES.map((name) => name.replace(':', '_'));
      expect(Object.keys(moneyOperationNames(language))).toEqual(moneyKeys);
      expect(Object.keys(duplicateRisks(language))).toEqual(moneyKeys);
      expect(Object.keys(journaledOperationNames(language))).toEqual(
        JOURNALED_OPERATION_NAMES.map((name) => name.replace(':', '_')),
      );
    }
    expect(moneyOperationNames('es').pos_cancelOrRefund).toBe('Anular o devolver');
  });

  it('marks only cancel-or-refund as settling the unknown outcomes of its payment', () => {
    expect(MONEY_OPERATION_NAMES.filter((name) => moneyPresentation(name).settlesUnknowns)).toEqual(
      ['pos:cancelOrRefund'],
    );
  });
});
