import { ReversalType } from '../../../../shared/schemas/reversal';
import { readId } from '../../lib/ids';

/** `?transaction=<trx>&type=<KIND>`, from the address bar or another screen's link. */
export interface ReversalSearch {
  /** The transaction id as the address gives it, an id or not: the form says which. */
  transaction?: string | undefined;
  type?: ReversalType | undefined;
}

/** The longest text of the address the form takes in: more than any id, less than a page. */
const MOST_TYPED = 200;

/**
 * The route's `validateSearch`. A kind its schema refuses is as if absent, and asked for; a
 * transaction id that is not one is kept as typed, for the form to show at its field with why,
 * instead of an empty field that says nothing of what the address asked.
 */
export function reversalSearchOf(raw: Record<string, unknown>): ReversalSearch {
  const type = ReversalType.safeParse(raw.type);
  const typed = typeof raw.transaction === 'string' ? raw.transaction.slice(0, MOST_TYPED) : '';
  return {
    transaction: readId(raw.transaction) ?? (typed.trim() === '' ? undefined : typed),
    type: type.success ? type.data : undefined,
  };
}
