import { appendFinish } from '../journal/append-finish';
import { beginHeader } from '../journal/begin-header';
import { finishRecord } from '../journal/finish-record';
import type { AppError } from '../../../shared/errors';
import type { ChangeOperationName } from '../../../shared/operations/catalog';
import { changeDescriptor } from '../../../shared/operations/registry';
import type { Result } from '../../../shared/result';
import type { JournalAttempt, JournalBegin, JournalFinish } from '../../../shared/schemas/journal';
import type { Outcome } from '../../../shared/schemas/operation';
import type { HttpOutcome } from '../client/http';
import { errorFromOutcome } from '../client/map-error';
import type { Journal } from '../journal/journal';
import { attemptFacts } from '../pipeline/attempt-facts';
import { classify } from '../pipeline/classify';
import type { PipelineContext, PipelineDeps } from '../pipeline/money-pipeline';
import { redactValue } from '../redact';
import { withInputFields } from '../ipc/reads';

const UNKNOWN_ADVICE = 'The change may or may not have been made: look it up before trying again.';

/**
 * Back-office changes (instruments, users, a user's cards) journaled like money: the begin is
 * fsynced before the request leaves and the outcome is appended after, so Activity is the whole
 * audit trail. Unlike money they are sent once, with no idempotency key (the API documents none
 * for them), and an unknown outcome is left for a person to look up, not resent.
 */
export class ChangeRecorder {
  private readonly now: () => Date;

  constructor(
    private readonly deps: Pick<
      PipelineDeps,
      'journal' | 'operator' | 'operatorIdentity' | 'appVersion' | 'now'
    >,
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  get journal(): Journal {
    return this.deps.journal;
  }

  async run(
    ctx: PipelineContext,
    kind: ChangeOperationName,
    input: unknown,
  ): Promise<Result<unknown>> {
    const d = changeDescriptor(kind);
    const request = d.request(input);
    if (!request.ok) return request;
    const what = d.doing(input);
    const call = { ...request.value, what };
    const begin: JournalBegin = {
      ...beginHeader(this.deps, this.now()),
      profile: ctx.profile,
      operation: kind,
      targets: d.change.targets(input),
      request: {
        method: call.method,
        url: ctx.api.urlOf(call),
        headers: redactValue(ctx.api.describeHeaders(call)) as Record<string, string>,
        // The journal's schema wants the key: a call without a body (DELETE) records null.
        body: call.body === undefined ? null : redactValue(call.body),
      },
      // Changes are never resent, so the stored body is a record, not a replay source.
      body_exact: false,
    };
    await this.deps.journal.append(begin);
    const exchange = await ctx.api.exchange(call);
    if (!exchange.ok) {
      await this.finish(begin, 'failed', 0, undefined, exchange.error);
      return exchange;
    }
    const outcome = exchange.value;
    const classified = classify(outcome, what);
    const latency = outcome.latencyMs;
    if (outcome.kind !== 'response') {
      const failed = errorFromOutcome(outcome, what);
      const error = classified.outcome === 'unknown' ? unknownError(failed.error) : failed.error;
      await this.finish(begin, classified.outcome, latency, undefined, error, outcome);
      return failed;
    }
    const response = {
      status: outcome.status,
      headers: redactValue(outcome.headers) as Record<string, string>,
      body: outcome.body === undefined ? null : redactValue(outcome.body),
    };
    if (outcome.status < 200 || outcome.status >= 300) {
      const failed = errorFromOutcome(outcome, what);
      const error = classified.outcome === 'unknown' ? unknownError(failed.error) : failed.error;
      await this.finish(begin, classified.outcome, latency, response, error, outcome);
      return withInputFields(failed, d.fields);
    }
    await this.finish(begin, 'succeeded', latency, response, undefined, outcome);
    return d.read({ status: outcome.status, body: outcome.body }, input);
  }

  private finish(
    begin: JournalBegin,
    outcome: Outcome,
    latency: number,
    response?: JournalFinish['response'],
    error?: AppError,
    sent?: HttpOutcome,
  ): Promise<void> {
    const now = this.now();
    const at = now.toISOString();
    // The one attempt, so the inspector tells the story as it does for money.
    const attempt: JournalAttempt = {
      v: 1,
      type: 'attempt',
      operation_id: begin.operation_id,
      at,
      attempt: 1,
      latency_ms: latency,
      ...(sent === undefined
        ? { result: 'not_sent', ...(error ? { detail: error.code } : {}) }
        : attemptFacts(sent)),
    };
    const finish = finishRecord({
      begin,
      at: now,
      outcome,
      attempts: 1,
      latencyMs: latency,
      ...(response ? { response } : {}),
      ...(error ? { error } : {}),
    });
    return appendFinish(this.deps.journal, [attempt], finish).then(() => undefined);
  }
}

/** What the journal says of a change that may or may not have been made. */
function unknownError(error: AppError): AppError {
  const sentence = /[.!?]$/.test(error.message) ? error.message : `${error.message}.`;
  return { ...error, code: 'outcome_unknown', message: `${sentence} ${UNKNOWN_ADVICE}` };
}
