import type { ChangeOperationName } from '../../../shared/operations/catalog';
import { changeDescriptor } from '../../../shared/operations/registry';
import type { Language } from '../../../shared/schemas/app';
import type { SummaryFacts } from '../guard/production-gate';
import { wordsFor } from '../words/main-words';

/**
 * What a person confirms before a back-office change on a production profile: the change, the
 * user and instrument it touches, a new card's last four, and whether a removal is forced.
 * Read from the parsed input main is about to send, never from the page's words.
 */
export function summarizeChange(
  kind: ChangeOperationName,
  input: unknown,
  language: Language,
): SummaryFacts {
  const words = wordsFor(language);
  const targets = changeDescriptor(kind).change.targets(input as never);
  const fields = input as { number?: unknown; force_delete?: unknown; user_id?: unknown };
  const lastFour =
    typeof fields.number === 'string' ? /(\d{4})$/.exec(fields.number)?.[1] : undefined;
  const target = [
    targets.user_id !== undefined && words.target.user(targets.user_id),
    targets.instrument_id !== undefined && words.target.instrument(targets.instrument_id),
    // Named with the target, not as a profile change: the dialogs word changes as weakenings.
    fields.force_delete === true && words.forceDelete.toLowerCase(),
  ].filter((part): part is string => typeof part === 'string');
  return {
    operation: words.change[kind],
    target: target.join(', ') || words.change[kind],
    ...(lastFour ? { last_four: lastFour } : {}),
  };
}
