import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';
import { posOutcome } from './payment-action';
import { outcomeView } from './report';
import { report } from './testing';

const en = createI18n('en').t;
const es = createI18n('es').t;

const declined = (status: string) =>
  report({
    outcome: 'declined',
    response: { payment_id: 'pay-d', transaction: { id: 'trx-d', status } },
  });

describe('a refusal in the result', () => {
  it.each([
    ['DECLINED', 'The API declined it.', 'La API lo denegó.'],
    ['REJECTED', 'The API rejected it.', 'La API lo rechazó.'],
    ['FAILED', 'The API says it failed.', 'La API dice que falló.'],
  ])('says %s as a sentence in either language, the code kept for hover', (status, said, dicho) => {
    expect(outcomeView(declined(status), en, 'en')).toMatchObject({
      explanation: said,
      explanationCode: status,
    });
    expect(outcomeView(declined(status), es, 'es')).toMatchObject({
      explanation: dicho,
      explanationCode: status,
    });
  });

  it('heads an API rejection ("05") with the word its payment shows, not the issuer’s', () => {
    expect(outcomeView(declined('REJECTED'), en, 'en').label).toBe('Rejected');
    expect(outcomeView(declined('REJECTED'), es, 'es').label).toBe('Rechazado');
    expect(outcomeView(declined('DECLINED'), es, 'es').label).toBe('Denegado');
  });

  it('quotes a status it has no verb for, in the reader’s words where it has them', () => {
    expect(outcomeView(declined('CANCELLED'), es, 'es').explanation).toBe(
      'La API respondió con el estado «anulado».',
    );
    expect(outcomeView(declined('ON_HOLD'), en, 'en').explanation).toBe(
      'The API answered with the status “ON_HOLD”.',
    );
  });

  it('says a pending status in Spanish words, not the API’s code', () => {
    const pending = report({
      outcome: 'pending',
      response: { payment_id: 'pay-p', transaction: { id: 'trx-p', status: 'PENDING' } },
    });
    expect(outcomeView(pending, es, 'es')).toMatchObject({
      explanation: expect.stringContaining('procesando (pendiente).'),
      explanationCode: 'PENDING',
    });
  });
});

describe('a refusal at the till', () => {
  const pos = (changes: Parameters<typeof report>[0]) =>
    report({ kind: 'pos:cancelOrRefund', targets: { payment_id: 'pay-1' }, ...changes });

  it('says the payment system declined it, not that it answered an adjective', () => {
    const refused = pos({ outcome: 'declined', status: 'DECLINED' });
    expect(posOutcome(refused, es, 'es')).toMatchObject({
      detail: 'El sistema de pagos lo denegó. Ahora no se cobró ni se devolvió nada.',
      detailCode: 'DECLINED',
    });
    expect(posOutcome(refused, en, 'en').detail).toBe(
      'The payment system declined it. Nothing was charged or refunded now.',
    );
  });

  it('heads a rejection at the till with the rejection’s word', () => {
    const rejected = pos({ outcome: 'declined', status: 'REJECTED' });
    expect(posOutcome(rejected, es, 'es').headline).toBe('Rechazado: llame a soporte');
    expect(posOutcome(rejected, en, 'en').headline).toBe('Rejected: call support');
  });

  it('says why nothing was done in the reader’s language, not main’s English', () => {
    const failed = pos({
      outcome: 'failed',
      error: {
        code: 'network',
        message: 'The API could not be reached.',
        reason: 'network',
      },
    });
    expect(posOutcome(failed, es, 'es').detail).toBe('No se pudo contactar la API.');
  });

  it('says a status it has no words for in the reader’s language, the code on hover', () => {
    const done = pos({ outcome: 'succeeded', status: 'CAPTURED' });
    expect(posOutcome(done, es, 'es')).toMatchObject({
      headline: 'Hecho: el sistema de pagos no dio detalles',
      detail: 'Su estado ahora es «cobrado».',
      detailCode: 'CAPTURED',
    });
  });
});
