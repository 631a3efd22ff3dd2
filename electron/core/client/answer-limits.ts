import type { AnswerUnread } from '../../../shared/schemas/journal';

/**
 * How much of an API's answer the console will read. An answer is untrusted data: without a
 * bound, one hostile or broken server can exhaust main's memory (a 300 MB body kept, journaled
 * and sent to the page) or its stack (an object nested thousands deep, which JSON.parse accepts
 * but every recursive walk after it — JSON.stringify, the redactor, the screens — does not).
 */

/**
 * The API's largest answers are list pages of at most 100 rows, tens of kilobytes. 4 MiB leaves
 * ample room for a talkative API while keeping one journal line, one IPC answer and one team-store
 * row each small enough to be handled whole.
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;

/**
 * The API nests a handful of levels (a payment, its transactions, their amounts). 64 leaves room
 * for metadata an API adds, and stays far below the few thousand levels where a recursive walk
 * runs out of stack, even after the journal and Activity wrap the answer in their own envelopes.
 */
export const MAX_ANSWER_DEPTH = 64;

export type AnswerProblem = 'too_large' | 'too_deep';

/**
 * Whether a JSON text opens more than `max` objects or arrays inside one another, read once,
 * without parsing: brackets inside strings do not count.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character, a quote included
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

/** The same for the screens to word: the problem, the size seen and the limit it passed. */
export function answerUnread(problem: AnswerProblem, bytes: number): AnswerUnread {
  return {
    problem,
    bytes,
    limit: problem === 'too_large' ? MAX_ANSWER_BYTES : MAX_ANSWER_DEPTH,
  };
}

/** What the journal and the details say of an answer that was not read: its size, never its bytes. */
export function answerNote(problem: AnswerProblem, bytes: number): string {
  return problem === 'too_large'
    ? `answer over ${MAX_ANSWER_BYTES} bytes (${bytes} bytes seen); not kept`
    : `answer nested over ${MAX_ANSWER_DEPTH} levels deep (${bytes} bytes); not kept`;
}
