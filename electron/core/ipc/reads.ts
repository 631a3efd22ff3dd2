import type { ParsedInputOf, OutputOf } from '../../../shared/contract';
import type { AppError } from '../../../shared/errors';
import {
  isChangeOperation,
  type ChangeOperationName,
  type ReadOperationName,
} from '../../../shared/operations/catalog';
import { toInputFields, type FieldMap } from '../../../shared/operations/descriptor';
import { OPERATIONS, readDescriptor } from '../../../shared/operations/registry';
import type { Result } from '../../../shared/result';
import { withSession, type SessionSource } from '../session';

type ReadHandlers = {
  [C in Exclude<ReadOperationName, ChangeOperationName>]: (
    input: ParsedInputOf<C>,
  ) => Promise<Result<OutputOf<C>>>;
};

/** An API error's field paths, keyed by the operation's input fields for the form. */
export function withInputFields<T>(
  result: { ok: false; error: AppError },
  map: FieldMap | undefined,
): Result<T> {
  const { fields } = result.error;
  return fields
    ? { ok: false, error: { ...result.error, fields: toInputFields(fields, map) } }
    : result;
}

/**
 * One handler per plain read (no money, no change), made from its descriptor: build the request,
 * call the API with the active profile, read the answer. The contract checks both sides.
 */
export function readHandlers(session: SessionSource): ReadHandlers {
  const handlers: Record<string, (input: unknown) => Promise<Result<unknown>>> = {};
  for (const name of Object.keys(OPERATIONS) as (keyof typeof OPERATIONS)[]) {
    // Changes are journaled: ipc/changes.ts serves them.
    if (OPERATIONS[name].money || isChangeOperation(name)) continue;
    const d = readDescriptor(name as ReadOperationName);
    handlers[name] = (input) =>
      withSession(session, async ({ api }) => {
        const request = d.request(input);
        if (!request.ok) return request;
        const answer = await api.call({ ...request.value, what: d.doing(input) });
        if (!answer.ok) return withInputFields(answer, d.fields);
        return d.read(answer.value, input);
      });
  }
  return handlers as unknown as ReadHandlers;
}
