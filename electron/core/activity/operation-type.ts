import type { JournaledOperationName } from '../../../shared/operations/catalog';

/**
 * The operation as accountants and spreadsheets name it: one word per kind of effect, so a CSV
 * row lines up with the API's transaction types (a reversal's row says CAPTURE, REFUND, …).
 */
const TYPES: Record<JournaledOperationName, string> = {
  'payments:authorize': 'AUTHORIZATION',
  'transactions:authorize': 'AUTHORIZATION',
  'transactions:reverse': 'REVERSAL',
  'pos:cancelOrRefund': 'CANCEL_OR_REFUND',
  'instruments:create': 'CREATE_INSTRUMENT',
  'instruments:update': 'UPDATE_INSTRUMENT',
  'users:create': 'CREATE_USER',
  'users:addInstrument': 'ADD_USER_INSTRUMENT',
  'users:removeInstrument': 'REMOVE_USER_INSTRUMENT',
};

export function operationTypeOf(row: { kind: JournaledOperationName; reversal_type?: string }) {
  return row.kind === 'transactions:reverse' && row.reversal_type
    ? row.reversal_type
    : TYPES[row.kind];
}
