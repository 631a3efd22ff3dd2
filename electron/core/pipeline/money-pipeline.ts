import { MONEY_SEND_ATTEMPTS } from '../../../shared/money-attempts';
import { refuse } from '../../../shared/error-words';
import { appendFinish } from '../journal/append-finish';
import { beginHeader } from '../journal/begin-header';
import type { Operator } from '../../../shared/schemas/operator';
import { finishRecord, settlingFinish } from '../journal/finish-record';
import { ok, type Result } from '../../../shared/result';
import type {
  JournalAttempt,
  JournalBegin,
  JournalApproval,
  JournalEntry,
  JournalFinish,
} from '../../../shared/schemas/journal';
import type { MoneyCall } from '../../../shared/operations/descriptor';
import { moneyDescriptor } from '../../../shared/operations/registry';
import type {
  MoneyOperationKind,
  OperationReport,
  ResolvesVerdict,
} from '../../../shared/schemas/operation';
import type { DialectName } from '../../../shared/schemas/dialect';
import type { IdempotencySupport } from '../../../shared/schemas/profile';
import type { ApiClient } from '../client/api-client';
import type { Journal } from '../journal/journal';
import { logError } from '../log';
import { redactValue } from '../redact';
import { rememberSentBody } from '../redaction/known-values';
import type { Session } from '../session';
import { attemptFacts } from './attempt-facts';
import { canonicalJson } from './canonical-json';
import { classify, unknownOutcome, type Classified } from './classify';
import { newIdempotencyKey, type IdempotencyKey } from './idempotency-key';
import { isMoneyEntry, reportOf } from './report';
import {
  honoursKey,
  resendRefusal,
  paymentOfAnswer,
  resolutionRefusal,
  sameServer,
  settledByCancelOrRefund,
  triedThisPayment,
  type ManualResolution,
  type RetryOptions,
} from '../outcomes/unknown-outcome-rules';

export type { ManualResolution, RetryOptions } from '../outcomes/unknown-outcome-rules';

/** A money operation's call, as its descriptor built it. */
export interface MoneyRequest extends MoneyCall {
  kind: MoneyOperationKind;
  /** Given when a supervisor approved this body: the key it was asked for with. */
  idempotencyKey?: IdempotencyKey;
  /** Given with it: who asked and who approved, for the journal. */
  approval?: JournalApproval;
}

export interface PipelineContext {
  /** `idempotency` absent reads as "not known": forgetting it can never cause a resend. */
  profile: {
    id: string;
    name: string;
    production: boolean;
    idempotency?: IdempotencySupport;
    /** The built-in simulator's dialect, so Save as scenario replays in it. */
    dialect?: DialectName;
  };
  api: ApiClient;
}

/** The pipeline's view of a session: the profile facts the journal keeps, and its client. */
export function pipelineContext({ profile, api }: Session): PipelineContext {
  const { id, name, production, idempotencyKey, simulatorDialect } = profile;
  return {
    profile: {
      id,
      name,
      production,
      idempotency: idempotencyKey,
      ...(simulatorDialect ? { dialect: simulatorDialect } : {}),
    },
    api,
  };
}

export interface PipelineDeps {
  journal: Journal;
  operator: string;
  /** The same person as the provider said it; absent, records carry the label alone. */
  operatorIdentity?: Operator;
  appVersion: string;
  now?: () => Date;
}

/** Who settled an unknown outcome, in one line and as the provider said it. */
function resolvedBy(deps: Pick<PipelineDeps, 'operator' | 'operatorIdentity'>) {
  return {
    by: deps.operator,
    ...(deps.operatorIdentity ? { by_identity: deps.operatorIdentity } : {}),
  };
}

/**
 * Every money-moving call goes through here: a key before the first attempt, the journal
 * fsynced before the request leaves, a deadline on every attempt, the outcome classified, and
 * at most one automatic resend (same key, same bytes) after a reset or a 5xx, and that only
 * where the profile's API is known to honour the key: elsewhere a resend could charge twice.
 */
export class MoneyPipeline {
  private readonly inFlight = new Map<string, Promise<OperationReport>>();
  /** Resends by operation id: a second click on "Send again" joins the first. */
  private readonly resending = new Map<string, Promise<Result<OperationReport>>>();
  /** Operations with a request on the wire right now (first send or resend). */
  private readonly sending = new Set<string>();
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
    // A caller that joins a running operation never sends, yet gets its answer: its card data
    // must be known to its own redaction too.
    rememberSentBody(request.body);
    const running = this.inFlight.get(fingerprint);
    if (running) return running;
    const started = this.start(ctx, request).finally(() => this.inFlight.delete(fingerprint));
    this.inFlight.set(fingerprint, started);
    return started;
  }

  /**
   * Resends an unresolved operation: same key, same bytes, same address. Where the API is not
   * known to honour the key, only with the operator's acceptance that it may charge twice.
   * `options.confirm` runs last, once nothing else stands in the way.
   */
  async retry(
    ctx: PipelineContext,
    operationId: string,
    options: RetryOptions = {},
  ): Promise<Result<OperationReport>> {
    // A second request while the first is checked, confirmed or sent joins it.
    const running = this.resending.get(operationId);
    if (running) return running;
    const resend = this.resend(ctx, operationId, options);
    this.resending.set(operationId, resend);
    try {
      return await resend;
    } finally {
      this.resending.delete(operationId);
    }
  }

  private async resend(
    ctx: PipelineContext,
    operationId: string,
    { confirm = async () => ok(undefined), acceptDuplicateRisk }: RetryOptions,
  ): Promise<Result<OperationReport>> {
    const entry = await this.deps.journal.byId(operationId);
    if (!entry) return refuse('not_found', 'operation_not_found', { id: operationId });
    if (!isMoneyEntry(entry)) return refuse('conflict', 'only_money_resent');
    const body = this.exactBody(entry);
    const refused = resendRefusal(entry, ctx, {
      acceptDuplicateRisk,
      onTheWire: this.sending.has(operationId),
      body,
      sendsTo: ctx.api.urlOf({ path: pathOf(entry.begin) }),
    });
    if (refused) return refused;
    const confirmed = await confirm(entry);
    if (!confirmed.ok) return confirmed;
    const now = await this.deps.journal.byId(operationId);
    if (now?.finish && now.finish.outcome !== 'unknown') {
      return refuse('conflict', 'ended_while_confirming', { outcome: now.finish.outcome });
    }
    return ok(await this.sendTracked(ctx, entry.begin, body!, entry.attempts.length, true));
  }

  /**
   * Settles an unknown outcome by hand: a `finish` record carrying who decided and on what
   * evidence.
   */
  async markResolved(
    operationId: string,
    decided: ManualResolution,
  ): Promise<Result<OperationReport>> {
    const entry = await this.deps.journal.byId(operationId);
    if (!entry) return refuse('not_found', 'operation_not_found', { id: operationId });
    // Only now, with no await left before the append: a resend that started meanwhile counts.
    const onTheWire = this.resending.has(operationId) || this.sending.has(operationId);
    const refused = resolutionRefusal(entry, onTheWire);
    if (refused) return refused;
    const finish = settlingFinish(entry, {
      outcome: decided.outcome,
      at: this.now(),
      resolution: { ...resolvedBy(this.deps), ...decided.resolution },
    });
    await this.deps.journal.append(finish);
    this.exactBodies.delete(operationId);
    return ok(reportOf({ ...entry, finish }, false));
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
    const key = request.idempotencyKey ?? newIdempotencyKey();
    // An approved request is the requester's operation, whoever is signed in when it is sent:
    // its line and its identity both name them, never the person at the desk then.
    const asker = request.approval;
    const header = beginHeader(
      asker
        ? {
            operator: asker.requester,
            ...(asker.requester_identity ? { operatorIdentity: asker.requester_identity } : {}),
            appVersion: this.deps.appVersion,
          }
        : this.deps,
      this.now(),
    );
    const begin: JournalBegin = {
      ...header,
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
      ...(asker ? { approval: asker } : {}),
    };
    // Written and fsynced before the request exists: a crash from here on leaves a trace.
    await this.deps.journal.append(begin);
    this.exactBodies.set(begin.operation_id, body);
    return this.sendTracked(ctx, begin, body, 0, false, request.resolves);
  }

  /** `send`, marked as on the wire meanwhile: neither a resend nor a resolution may overlap it. */
  private async sendTracked(
    ctx: PipelineContext,
    begin: JournalBegin,
    body: string,
    priorAttempts: number,
    resent = false,
    resolves?: string,
  ): Promise<OperationReport> {
    this.sending.add(begin.operation_id);
    try {
      return await this.send(ctx, begin, body, priorAttempts, resent, resolves);
    } finally {
      this.sending.delete(begin.operation_id);
    }
  }

  private async send(
    ctx: PipelineContext,
    begin: JournalBegin,
    body: string,
    priorAttempts: number,
    resent: boolean,
    resolves: string | undefined,
  ): Promise<OperationReport> {
    // Only money begins get here: start() writes them and retry() checks.
    const kind = begin.operation as MoneyOperationKind;
    const key = begin.idempotency_key as string;
    const descriptor = moneyDescriptor(kind);
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
    try {
      for (let round = 0; round < MONEY_SEND_ATTEMPTS; round++) {
        attempts += 1;
        const exchange = await ctx.api.exchange({
          method: 'POST',
          path,
          rawBody: body,
          headers: { 'idempotency-key': key },
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
        note({ attempt: attempts, latency_ms: outcome.latencyMs, ...attemptFacts(outcome) });
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
          } else if (
            classified.outcome === 'failed' &&
            outcome.status >= 400 &&
            outcome.status < 500 &&
            outcome.status !== 429 &&
            descriptor.judge(descriptor.read(outcome.body)) === 'declined'
          ) {
            // A refusal sent as a 4xx (402 Payment Required with status DECLINED) is a decline,
            // as the same answer with a 201 is: the result, Activity and the export say so. Its
            // HTTP status and API code stay in the error beside it.
            classified.outcome = 'declined';
          }
        }
        if (!classified.autoRetry || !honoursKey(ctx)) break;
      }
    } catch (error) {
      // Whatever broke here broke after the request may have left: the money may have moved,
      // and the finish below must still say so.
      logError(`${kind} after sending`, error);
      response = undefined;
      classified = unknownOutcome(what, 'interrupted', false);
    }
    const finish = finishRecord({
      begin,
      at: this.now(),
      outcome: classified.outcome,
      attempts,
      latencyMs: latency,
      ...(response ? { response } : {}),
      ...(classified.error ? { error: classified.error } : {}),
      // A resend that ends the unknown says who sent it.
      ...(resent && classified.outcome !== 'unknown'
        ? { resolution: { ...resolvedBy(this.deps), verdict: 'resent' as const } }
        : {}),
    });
    const written = await appendFinish(this.deps.journal, attemptRecords, finish);
    if (written.outcome !== 'unknown') this.exactBodies.delete(begin.operation_id);
    const report = reportOf(
      { begin, attempts: [], finish: written },
      written.outcome === 'unknown',
    );
    if (descriptor.present.settlesUnknowns && written.outcome === 'succeeded') {
      try {
        const settled = await this.settleUnknownsOf(report, begin);
        if (resolves) {
          const verdict = settled.has(resolves)
            ? 'settled'
            : await this.settleNamed(report, begin, resolves, response?.body);
          return { ...report, resolves: { operation_id: resolves, verdict } };
        }
      } catch (error) {
        // This operation's own outcome is written and true; the others stay listed as unknown.
        logError('settling unknowns after cancel-or-refund', error);
      }
    }
    return report;
  }

  /**
   * The unknown outcome a cancel-or-refund was sent to settle although no answer ever named its
   * payment: settled only while still unknown, on the same profile and server, and when the
   * payment acted on is plausibly the one it tried (`triedThisPayment`). Anything else leaves it
   * listed, and the verdict says why.
   */
  private async settleNamed(
    report: OperationReport,
    by: JournalBegin,
    operationId: string,
    answer: unknown,
  ): Promise<ResolvesVerdict> {
    const entry = await this.deps.journal.byId(operationId);
    // No finish at all is unknown too: the console stopped while it was on the wire.
    if (!entry || !isMoneyEntry(entry) || (entry.finish && entry.finish.outcome !== 'unknown')) {
      return 'not_unknown';
    }
    if (!sameServer(entry.begin, by)) return 'other_server';
    if (this.sending.has(operationId) || this.resending.has(operationId)) return 'being_sent';
    const payment = paymentOfAnswer(answer);
    if (!payment || !triedThisPayment(entry, payment)) return 'other_payment';
    this.exactBodies.delete(operationId);
    await this.deps.journal.append(this.cancelOrRefundFinish(entry, report, payment.id));
    return 'settled';
  }

  private cancelOrRefundFinish(
    entry: JournalEntry,
    report: OperationReport,
    paymentId: string,
  ): JournalFinish {
    return settlingFinish(entry, {
      outcome: 'resolved',
      at: this.now(),
      // Why it was unknown stays beside who settled it and by which operation.
      keepError: true,
      resolution: {
        ...resolvedBy(this.deps),
        verdict: 'cancel_or_refund',
        payment_id: paymentId,
        operation_id: report.operation_id,
        ...(report.status ? { payment_status: report.status } : {}),
      },
    });
  }

  /**
   * Cancel-or-refund leaves its payment with nothing owed either way (done now or already done),
   * so every other unknown operation on that payment is settled: a finish that says who, how and
   * by which operation, and the Unknown outcomes list (and its badge) no longer holds them.
   */
  private async settleUnknownsOf(report: OperationReport, by: JournalBegin): Promise<Set<string>> {
    const paymentId = report.targets.payment_id ?? report.ids.payment_id;
    if (!paymentId) return new Set();
    const unknowns = await this.deps.journal.unresolved({ search: paymentId });
    const settled: JournalFinish[] = [];
    for (const entry of unknowns) {
      const { begin } = entry;
      if (!settledByCancelOrRefund(entry, by, report.operation_id, paymentId)) continue;
      // A resend on the wire decides it itself.
      if (this.sending.has(begin.operation_id) || this.resending.has(begin.operation_id)) continue;
      this.exactBodies.delete(begin.operation_id);
      settled.push(this.cancelOrRefundFinish(entry, report, paymentId));
    }
    if (settled.length > 0) await this.deps.journal.append(...settled);
    return new Set(settled.map((finish) => finish.operation_id));
  }
}

/** The API path a journaled request went to, without whatever prefix the base URL had. */
function pathOf(begin: JournalBegin): string {
  return new URL(begin.request.url).pathname.replace(/^.*?(\/v1\/)/, '$1');
}
