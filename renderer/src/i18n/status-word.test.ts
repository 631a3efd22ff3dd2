import { describe, expect, it } from 'vitest';
import { statusWordOf, transactionTypeOf } from './status-word';
import { createI18n } from './i18n';

const en = createI18n('en').t;
const es = createI18n('es').t;

describe('a status or transaction type a table names alone', () => {
  it('is a word in the person’s language, never the raw code, as a scenario step or the ledger shows it', () => {
    expect(statusWordOf(es, 'APPROVED')).toBe('Aprobado');
    expect(statusWordOf(es, 'CAPTURED')).toBe('Cobrado');
    expect(statusWordOf(en, 'AUTHORIZED')).toBe('Authorized');
    expect(transactionTypeOf(es, 'AUTHORIZATION')).toBe('Autorización');
    expect(transactionTypeOf(en, 'CAPTURE')).toBe('Capture');
  });

  it('keeps a code the console does not know as sent', () => {
    expect(statusWordOf(es, 'ON_HOLD')).toBe('ON_HOLD');
    expect(transactionTypeOf(es, 'CHARGEBACK')).toBe('CHARGEBACK');
  });
});
