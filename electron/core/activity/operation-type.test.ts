import { describe, expect, it } from 'vitest';
import { operationTypeOf } from './operation-type';

describe('operationTypeOf', () => {
  it('writes the type a reversal asked for, from the module that names its type', () => {
    expect(operationTypeOf({ kind: 'transactions:reverse', reversal_type: 'REFUND' })).toBe(
      'REFUND',
    );
    // Without the type in the journal, the module's own CSV type.
    expect(operationTypeOf({ kind: 'transactions:reverse' })).toBe('REVERSAL');
  });

  it('ignores a reversal type on an operation whose body names none', () => {
    expect(operationTypeOf({ kind: 'pos:cancelOrRefund', reversal_type: 'REFUND' })).toBe(
      'CANCEL_OR_REFUND',
    );
    expect(operationTypeOf({ kind: 'payments:authorize' })).toBe('AUTHORIZATION');
    expect(operationTypeOf({ kind: 'users:removeInstrument' })).toBe('REMOVE_USER_INSTRUMENT');
  });
});
