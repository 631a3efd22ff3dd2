import { randomBytes } from 'node:crypto';
import { fail, ok, type Result } from '../../../shared/result';
import type {
  JournalAttempt,
  JournalBegin,
  JournalEntry,
  JournalFinish,
} from '../../../shared/schemas/journal';
import type { MoneyCall } from '../../../shared/operations/descriptor';
import { moneyDescriptor } from '../../../shared/operations/registry';
import type { MoneyOperationKind, OperationReport } from '../../../shared/schemas/operation';
import type { ApiClient } from '../client/api-client';
import type { Journal } from '../journal/journal';
import { redactValue } from '../redact';
import { canonicalJson } from './canonical-json';
import { classify, type Classified } from './classify';
import { newIdempotencyKey } from './idempotency-key';
import { reportOf } from './report';

/** A money operation's call, as its descriptor built it. */
export interface MoneyRequest extends MoneyCall {
  kind: MoneyOperationKind;
}

export interface PipelineContext {
  profile: { id: string; name: string; production: boolean };
  api: ApiClient;
}

export interface PipelineDeps {
  journal: Journal;
  operator: string;
  appVersion: string;
  now?: () => Date;
}

/**
 * Every money-moving call goes through here: a key before the first attempt, the journal
 * fsynced before the request leaves, a deadline on every attempt, the outcome classified, and
 * at most one automatic resend (same key, same bytes) after a reset or a 5xx.
 */
export class MoneyPipeline {
  private readonly inFlight = new Map<string, Promise<OperationReport>>();
  /** Exact bodies for retries, in memory only: a body with card data is never written down. */
  private readonly exactBodies = new Map<string, string>();
  private readonly now: () => Date;

  constructor(private readonly deps: PipelineDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** The same operation submitted again while it runs (a double click, two windows) joins the first. */
  run(ctx: PipelineContext, request: MoneyRequest): Promise<OperationReport> {
    const fingerprint = [
      ctx.profile.id,
      request.kind,
      request.path,
      canonicalJson(request.body),
    ].join('\n');
    const running = this.inFlight.get(fingerprint);
    if (running) return running;
    const started = this.start(ctx, request).finally(() => this.inFlight.delete(fingerprint));
    this.inFlight.set(fingerprint, started);
    return started;
  }

  /**
   * Resends an unresolved operation: same key, same bytes, same address. `confirm` runs last,
   * once nothing else stands in the way (on production, the person's step).
   */
  async retry(
    ctx: PipelineContext,
    operationId: string,
    confirm: (entry: JournalEntry) => Promise<Result<void>> = async () => ok(undefined),
  ): Promise<Result<OperationReport>> {
    const running = this.inFlight.get(operationId);
    if (running) return ok(await running);
    const entry = await this.deps.journal.byId(operationId);
    if (!entry) return fail('not_found', `No operation ${operationId} in the journal`);
    if (entry.finish && entry.finish.outcome !== 'unknown') {
      return fail(
        'conflict',
        `This operation already ended (${entry.finish.outcome}); there is nothing to retry`,
      );
    }
    if (entry.begin.profile.id !== ctx.profile.id) {
      return fail(
        'conflict',
        `This operation was made on profile “${entry.begin.profile.name}”: switch to it to retry`,
      );
    }
    // The profile may have been pointed elsewhere since: the bytes and key belong to that server.
    const url = ctx.api.urlOf({ path: pathOf(entry.begin) });
    if (url !== entry.begin.request.url) {
      return fail(
        'conflict',
        `This operation was sent to ${entry.begin.request.url}; profile “${ctx.profile.name}” would now send it to ${url}. It is never resent elsewhere: point the profile back, or resolve the payment with cancel-or-refund.`,
      );
    }
    const body = this.exactBody(entry);
    if (body === undefined) {
      return fail(
        'conflict',
        'This operation carried card data, which the console never stores, so it cannot be resent after a restart. Resolve the payment with cancel-or-refund instead.',
      );
    }
    const confirmed = await confirm(entry);
    if (!confirmed.ok) return confirmed;
    // Another retry may have run while the person was asked: join it or let its outcome stand.
    const started = this.inFlight.get(operationId);
    if (started) return ok(await started);
    const now = await this.deps.journal.byId(operationId);
    if (now?.finish && now.finish.outcome !== 'unknown') {
      return fail('conflict', `This operation ended (${now.finish.outcome}) while you confirmed`);
    }
    const sending = this.send(ctx, entry.begin, body, entry.attempts.length);
    this.inFlight.set(operationId, sending);
    try {
      return ok(await sending);
    } finally {
      this.inFlight.delete(operationId);
    }
  }

  /** Whether an unresolved operation can be resent now. */
  canResend(entry: JournalEntry): boolean {
    return this.exactBody(entry) !== undefined;
  }

  /**
   * The bytes first sent: kept in memory for this run, or the journal's copy when redaction
   * removed nothing from it. A body that carried card data is gone after a restart, by design.
   */
  exactBody(entry: JournalEntry): string | undefined {
    return (
      this.exactBodies.get(entry.begin.operation_id) ??
      (entry.begin.body_exact ? JSON.stringify(entry.begin.request.body) : undefined)
    );
  }

  private async start(ctx: PipelineContext, request: MoneyRequest): Promise<OperationReport> {
    const body = JSON.stringify(request.body);
    const redacted = redactValue(request.body);
    const key = newIdempotencyKey();
    const begin: JournalBegin = {
      v: 1,
      type: 'begin',
      operation_id: `op-${randomBytes(12).toString('base64url')}`,
      at: this.now().toISOString(),
      operator: this.deps.operator,
      app_version: this.deps.appVersion,
      profile: ctx.profile,
      operation: request.kind,
      targets: request.targets,
      ...(request.amount ? { amount: request.amount } : {}),
      idempotency_key: key,
      request: {
        method: 'POST',
        url: ctx.api.urlOf({ path: request.path }),
        headers: redactValue(
          ctx.api.describeHeaders({ rawBody: body, headers: { 'idempotency-key': key } }),
        ) as Record<string, string>,
        body: redacted,
      },
      body_exact: canonicalJson(redacted) === canonicalJson(request.body),
    };
    // Written and fsynced before the request exists: a crash from here on leaves a trace.
    await this.deps.journal.append(begin);
    this.exactBodies.set(begin.operation_id, body);
    return this.send(ctx, begin, body, 0);
  }

  private async send(
    ctx: PipelineContext,
    begin: JournalBegin,
    body: string,
    priorAttempts: number,
  ): Promise<OperationReport> {
    const descriptor = moneyDescriptor(begin.operation);
    const what = descriptor.doing;
    const path = pathOf(begin);
    let attempts = priorAttempts;
    let latency = 0;
    let classified: Classified = { outcome: 'unknown', autoRetry: false };
    let response: JournalFinish['response'];
    // Attempts are written with the finish, in one fsync: the begin record is what must be
    // durable before sending; these only tell the story afterwards.
    const attemptRecords: JournalAttempt[] = [];
    const note = (attempt: Omit<JournalAttempt, 'v' | 'type' | 'operation_id' | 'at'>) =>
      attemptRecords.push({
        v: 1,
        type: 'attempt',
        operation_id: begin.operation_id,
        at: this.now().toISOString(),
        ...attempt,
      });
    for (let round = 0; round < 2; round++) {
      attempts += 1;
      const exchange = await ctx.api.exchange({
        method: 'POST',
        path,
        rawBody: body,
        headers: { 'idempotency-key': begin.idempotency_key },
        what,
      });
      if (!exchange.ok) {
        note({
          attempt: attempts,
          latency_ms: 0,
          result: 'not_sent',
          detail: exchange.error.code,
        });
        classified = { outcome: 'failed', autoRetry: false, error: exchange.error };
        break;
      }
      const outcome = exchange.value;
      latency += outcome.latencyMs;
      note({
        attempt: attempts,
        latency_ms: outcome.latencyMs,
        result: outcome.kind === 'response' ? 'answered' : outcome.kind,
        ...(outcome.kind === 'response'
          ? { http_status: outcome.status }
          : { detail: outcome.kind === 'network' ? outcome.cause : 'deadline' }),
      });
      classified = classify(outcome, what);
      if (outcome.kind === 'response') {
        response = {
          status: outcome.status,
          headers: redactValue(outcome.headers) as Record<string, string>,
          body: redactValue(outcome.body),
        };
        // A 2xx is not yet a success: declines are 201 too, and the API may still be processing.
        if (classified.outcome === 'succeeded') {
          classified.outcome = descriptor.judge(descriptor.read(outcome.body));
        }
      }
      if (!classified.autoRetry || round > 0) break;
    }
    const finish: JournalFinish = {
      v: 1,
      type: 'finish',
      operation_id: begin.operation_id,
      at: this.now().toISOString(),
      operation: begin.operation,
      outcome: classified.outcome,
      attempts,
      latency_ms: latency,
      ...(response ? { http_status: response.status, response } : {}),
      ...(classified.error ? { error: pickError(classified.error) } : {}),
    };
    await this.deps.journal.append(...attemptRecords, finish);
    if (finish.outcome !== 'unknown') this.exactBodies.delete(begin.operation_id);
    return reportOf({ begin, attempts: [], finish }, finish.outcome === 'unknown');
  }
}

/** The API path a journaled request went to, without whatever prefix the base URL had. */
function pathOf(begin: JournalBegin): string {
  return new URL(begin.request.url).pathname.replace(/^.*?(\/v1\/)/, '$1');
}

function pickError(error: NonNullable<Classified['error']>): NonNullable<JournalFinish['error']> {
  return {
    code: error.code,
    message: error.message,
    ...(error.status !== undefined ? { status: error.status } : {}),
    ...(error.apiCode !== undefined ? { apiCode: error.apiCode } : {}),
    ...(error.fields !== undefined ? { fields: error.fields } : {}),
  };
}
