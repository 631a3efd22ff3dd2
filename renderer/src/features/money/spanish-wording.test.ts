import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/i18n';

const { t } = createI18n('es');

describe('the money area in Spanish', () => {
  it('says "del comercio", never "de el comercio", around an unknown outcome', () => {
    const span = { from: '1 dic', to: '2 dic', amount: 'USD 12,50' };
    for (const where of [
      t('money.check.merchant', { id: 'mer-seed-store-1' }),
      t('money.check.account'),
    ]) {
      const said = [
        t('money.check.around', { ...span, where }),
        t('money.check.aroundAmount', { ...span, where }),
        t('money.check.empty', { where }),
      ].join(' ');
      expect(said).not.toMatch(/\bde el\b|\bde del\b|Pagos esta|pago esta/);
    }
    expect(
      t('money.check.around', {
        from: 'a',
        to: 'b',
        where: t('money.check.merchant', { id: 'm-1' }),
      }),
    ).toMatch(/^Pagos del comercio m-1 \(del a al b\)\./);
  });
});
