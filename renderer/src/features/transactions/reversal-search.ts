import { ReversalType } from '../../../../shared/schemas/reversal';
import { readId, typedText } from '../../lib/ids';

/** `?transaction=<trx>&type=<KIND>`, from the address bar or another screen's link. */
export interface ReversalSearch {
  /** The transaction id as the address gives it, an id or not: the form says which. */
  transaction?: string | undefined;
  type?: ReversalType | undefined;
}

/**
 * The route's `validateSearch`. A kind its schema refuses is as if absent, and asked for; a
 * transaction id that is not one is kept as typed, for the form to show at its field with why,
 * instead of an empty field that says nothing of what the address asked.
 */
export function reversalSearchOf(raw: Record<string, unknown>): ReversalSearch {
  const type = ReversalType.safeParse(raw.type);
  return {
    transaction: readId(raw.transaction) ?? typedText(raw.transaction),
    type: type.success ? type.data : undefined,
  };
}
