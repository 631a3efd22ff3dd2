import { describe, expect, expectTypeOf, it } from 'vitest';
import type { ErrorReason } from '../../../shared/errors';
import { reasonKey } from '../lib/error-text';
import { createI18n } from './i18n';
import { hasWords, type MessageKey, type Underscored } from './keys';
import { en } from './areas/money';

const { t } = createI18n('es');

describe('typed keys', () => {
  it('makes a misspelt key a compile error, not a key shown on screen', () => {
    // @ts-expect-error -- "Mark" is not a key of the catalog
    expect(t('common.unexpected.Mark')).toBe('common.unexpected.Mark');
    expect(t('common.unexpected.mark')).toBe('forma inesperada');
  });

  it('checks a key built from a kind: a kind without words is a compile error', () => {
    const kind = 'users:create' as 'payments:authorize' | 'users:create';
    // @ts-expect-error -- the money area has no words for users:create
    t(`money.operation.${kind.replace(':', '_') as Underscored<typeof kind>}`);
    expectTypeOf<Underscored<'pos:cancelOrRefund'>>().toEqualTypeOf<'pos_cancelOrRefund'>();
  });

  it('gives every reason main can name a key the catalog has', () => {
    expectTypeOf(reasonKey).returns.toEqualTypeOf<MessageKey>();
    expectTypeOf<ErrorReason>().toExtend<Parameters<typeof reasonKey>[0]>();
  });

  it('takes a code from outside as a key only when the catalog has words for it', () => {
    expect(hasWords(en.reversal, 'REFUND')).toBe(true);
    expect(hasWords(en.reversal, 'toString')).toBe(false);
    expect(hasWords(en.reversal, 'SETTLEMENT')).toBe(false);
  });
});
