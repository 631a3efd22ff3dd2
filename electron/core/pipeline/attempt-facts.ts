import type { JournalAttempt } from '../../../shared/schemas/journal';
import { answerNote, answerUnread } from '../client/answer-limits';
import type { HttpOutcome } from '../client/http';

/** What one attempt's journal line says of what came back: a status, or why there was none. */
export function attemptFacts(
  outcome: HttpOutcome,
): Pick<JournalAttempt, 'result' | 'http_status' | 'detail' | 'unread'> {
  switch (outcome.kind) {
    case 'response':
      return { result: 'answered', http_status: outcome.status };
    case 'unreadable':
      // The size is the story; the bytes are not kept anywhere.
      return {
        result: 'answered',
        http_status: outcome.status,
        detail: answerNote(outcome.problem, outcome.bytes),
        unread: answerUnread(outcome.problem, outcome.bytes),
      };
    case 'network':
      return { result: 'network', detail: outcome.cause };
    case 'timeout':
      return { result: 'timeout', detail: 'deadline' };
  }
}
