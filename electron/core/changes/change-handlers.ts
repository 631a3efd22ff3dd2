import type { OutputOf, ParsedInputOf } from '../../../shared/contract';
import {
  CHANGE_OPERATION_NAMES,
  type ChangeOperationName,
} from '../../../shared/operations/catalog';
import type { Result } from '../../../shared/result';
import { withSession, type SessionSource } from '../session';
import type { ChangeRecorder } from './change-recorder';

type ChangeHandlers = {
  [C in ChangeOperationName]: (input: ParsedInputOf<C>) => Promise<Result<OutputOf<C>>>;
};

/** One handler per back-office change, each journaled by the recorder around its one call. */
export function changeHandlers(session: SessionSource, recorder: ChangeRecorder): ChangeHandlers {
  return Object.fromEntries(
    CHANGE_OPERATION_NAMES.map((name) => [
      name,
      (input: unknown) =>
        withSession(session, ({ profile, api }) =>
          recorder.run(
            {
              profile: { id: profile.id, name: profile.name, production: profile.production },
              api,
            },
            name,
            input,
          ),
        ),
    ]),
  ) as unknown as ChangeHandlers;
}
