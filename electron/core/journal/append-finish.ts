import type { JournalAttempt, JournalFinish } from '../../../shared/schemas/journal';
import { logError } from '../log';
import type { Journal } from './journal';

/**
 * An operation's attempts and finish, whatever its answer held: should the journal refuse the
 * full record (a line over its limit, a field redaction had to mask), the same outcome is
 * written without the answer's body. Its status, error and outcome are the facts that matter,
 * and an operation that was sent is never left with only its begin. Returns what was written.
 */
export async function appendFinish(
  journal: Journal,
  attempts: JournalAttempt[],
  finish: JournalFinish,
): Promise<JournalFinish> {
  try {
    await journal.append(...attempts, finish);
    return finish;
  } catch (error) {
    logError(`${finish.operation ?? 'operation'} finish`, error);
    const { response, ...rest } = finish;
    const bare: JournalFinish = {
      ...rest,
      ...(response ? { response: { status: response.status, body: null } } : {}),
    };
    await journal.append(...attempts, bare);
    return bare;
  }
}
