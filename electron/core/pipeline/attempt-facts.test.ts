import { expect, it } from 'vitest';
import { MAX_ANSWER_BYTES, MAX_ANSWER_DEPTH } from '../client/answer-limits';
import { attemptFacts } from './attempt-facts';

it('an answer not read keeps main’s note for the log and its size and limit for the screens', () => {
  expect(
    attemptFacts({
      kind: 'unreadable',
      status: 200,
      headers: {},
      problem: 'too_large',
      bytes: 5_000_000,
      latencyMs: 40,
    }),
  ).toEqual({
    result: 'answered',
    http_status: 200,
    detail: `answer over ${MAX_ANSWER_BYTES} bytes (5000000 bytes seen); not kept`,
    unread: { problem: 'too_large', bytes: 5_000_000, limit: MAX_ANSWER_BYTES },
  });
  expect(
    attemptFacts({
      kind: 'unreadable',
      status: 502,
      headers: {},
      problem: 'too_deep',
      bytes: 900,
      latencyMs: 3,
    }).unread,
  ).toEqual({ problem: 'too_deep', bytes: 900, limit: MAX_ANSWER_DEPTH });
});
