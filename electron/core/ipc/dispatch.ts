import { refuse, refuseFields } from '../../../shared/error-words';
import { fieldText } from '../../../shared/validation-words';
import { isChannel, PUBLISHED_CHANNELS, type Channel } from '../../../shared/channels';
import { contract } from '../../../shared/contract';
import { ok, type Result } from '../../../shared/result';
import { fieldErrors } from '../../../shared/errors';
import type { HandlerRegistry } from './index';
import { logError } from '../log';
import type { Caller } from '../words/languages';
import { redactResult } from '../redact';
import { withCallValues } from '../redaction/known-values';

/** Set by the core on its handlers: whether the session's roles allow a call (permission-gate.ts). */
export const PERMISSION = Symbol('permission');
export type PermissionCheck = (channel: Channel, raw: unknown) => Promise<Result<void>>;
/** Handlers with the core's permission check; a registry without one (unit tests) allows all. */
export type GuardedHandlers = HandlerRegistry & { readonly [PERMISSION]?: PermissionCheck };

/**
 * The one road from an untrusted caller (IPC or the browser bridge) to a handler: the channel
 * must exist, the input must parse, and the output must match the contract. Nothing is thrown
 * across: every failure becomes a Result with a code and a message, never a stack. Whatever
 * leaves is redacted last, value and error alike: an API may echo card data or secrets in any
 * field or message, and the renderer must never hold them. Each call redacts with what it sent
 * (cards, CVVs, its token), so an echo is cut by value wherever the API quotes it. A channel the
 * session's roles do not allow is refused before its input is even read: the page hides it, but
 * a page is untrusted and may call anything.
 */
export async function dispatch(
  handlers: GuardedHandlers,
  channel: unknown,
  raw: unknown,
  /** Which window (or the browser host's page) called: only what is per person needs it. */
  caller?: Caller,
): Promise<Result<unknown>> {
  try {
    return await withCallValues(async () => {
      const result = await answer(handlers, channel, raw, caller);
      return result.ok && PUBLISHED_CHANNELS.has(channel as Channel)
        ? result
        : redactResult(result);
    });
  } catch (error) {
    // Anything at all, parsing and redacting included: in Electron a throw here would cross IPC
    // as its raw message, and in the browser host it would be a 500 instead of a Result.
    logError(`${isChannel(channel) ? channel : 'dispatch'} unexpected error`, error);
    return unexpected();
  }
}

/**
 * A call's input and answer are parsed once each, by a schema the next call may not use again.
 * Zod's fast path compiles a parser per object schema (`new Function`) on its first parse, which
 * pays back only over many parses: at launch the first screen's dozen calls spent ~30 ms of the
 * host's start compiling parsers they used once. Bulk readers (the journal's lines) keep it.
 */
const ONCE = { jitless: true } as const;

/** Made fresh each time: a caller may add to the error it is given. */
const unexpected = () => refuse('internal', 'unexpected');

async function answer(
  handlers: GuardedHandlers,
  channel: unknown,
  raw: unknown,
  caller: Caller | undefined,
): Promise<Result<unknown>> {
  if (!isChannel(channel)) return refuse('forbidden', 'no_such_operation');
  const permitted = await handlers[PERMISSION]?.(channel, raw);
  if (permitted && !permitted.ok) return permitted;
  const spec = contract[channel];
  const input = spec.input.safeParse(raw, ONCE);
  if (!input.success) {
    return refuseFields(fieldErrors(input.error));
  }
  try {
    const handler = handlers[channel] as (
      input: unknown,
      caller: Caller | undefined,
    ) => Promise<Result<unknown>>;
    const result = await handler(input.data, caller);
    if (!result.ok) return result;
    const output = spec.output.safeParse(result.value, ONCE);
    if (!output.success) {
      const issue = output.error.issues[0];
      const where = issue?.path.map(String).join('.') || 'answer';
      return refuse(
        'internal',
        'unexpected_answer_shape',
        { where },
        issue ? { detail: fieldText(issue.message) } : {},
      );
    }
    return ok(output.data);
  } catch (error) {
    // The message may carry request data; it goes to the log redacted and never to the renderer.
    logError(`${channel} unexpected error`, error);
    return unexpected();
  }
}
