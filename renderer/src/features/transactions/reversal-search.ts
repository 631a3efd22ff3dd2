import { ReversalType } from '../../../../shared/schemas/reversal';
import { readId } from '../../lib/ids';

/** `?transaction=<trx>&type=<KIND>`, from the address bar or another screen's link. */
export interface ReversalSearch {
  transaction?: string | undefined;
  type?: ReversalType | undefined;
}

/** The route's `validateSearch`: a value its schema refuses is as if absent, and asked for. */
export function reversalSearchOf(raw: Record<string, unknown>): ReversalSearch {
  const type = ReversalType.safeParse(raw.type);
  return { transaction: readId(raw.transaction), type: type.success ? type.data : undefined };
}
