import type { OutputOf, ParsedInputOf } from '../../../shared/contract';
import {
  CHANGE_OPERATION_NAMES,
  type ChangeOperationName,
} from '../../../shared/operations/catalog';
import { ok, type Result } from '../../../shared/result';
import type { ProductionGate } from '../guard/production-gate';
import { withSession, type SessionSource } from '../session';
import type { ChangeRecorder } from '../changes/change-recorder';
import { summarizeChange } from '../changes/change-summary';

type ChangeHandlers = {
  [C in ChangeOperationName]: (input: ParsedInputOf<C>) => Promise<Result<OutputOf<C>>>;
};

/**
 * One handler per back-office change, each journaled by the recorder around its one call. On a
 * production profile the person confirms it first, as for money: a forced delete or a new card
 * on a real user's account is not the page's to decide.
 */
export function changeHandlers(
  session: SessionSource,
  recorder: ChangeRecorder,
  gate: ProductionGate,
): ChangeHandlers {
  return Object.fromEntries(
    CHANGE_OPERATION_NAMES.map((name) => [
      name,
      (input: object) =>
        withSession(session, async ({ profile, api }) => {
          const confirmed = await gate({
            channel: name,
            input,
            profile,
            facts: async (language) => ok(summarizeChange(name, input, language)),
          });
          if (!confirmed.ok) return confirmed;
          return recorder.run(
            {
              profile: { id: profile.id, name: profile.name, production: profile.production },
              api,
            },
            name,
            input,
          );
        }),
    ]),
  ) as unknown as ChangeHandlers;
}
