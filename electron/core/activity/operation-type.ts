import { isMoneyOperation, type JournaledOperationName } from '../../../shared/operations/catalog';
import { moneyDescriptor } from '../../../shared/operations/registry';
import { journaledPresentation } from '../../../shared/operations/words';

/**
 * The operation as accountants and spreadsheets name it: one word per kind of effect (its
 * module's `csvType`), so a CSV row lines up with the API's transaction types. An operation whose
 * body names a type (a reversal's CAPTURE, REFUND, …) writes that type where the journal has it.
 */
export function operationTypeOf(row: { kind: JournaledOperationName; reversal_type?: string }) {
  const namesItsType = isMoneyOperation(row.kind) && moneyDescriptor(row.kind).typeOf !== undefined;
  return namesItsType && row.reversal_type
    ? row.reversal_type
    : journaledPresentation(row.kind).csvType;
}
