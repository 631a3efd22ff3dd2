import { createHash, randomUUID } from 'node:crypto';
import type pg from 'pg';
import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import {
  ApprovalPlan,
  ApprovalRequest,
  DEFAULT_APPROVAL_EXPIRY_MINUTES,
  type ApprovalDecision,
} from '../../../shared/schemas/approval';
import type { Operator } from '../../../shared/schemas/operator';
import { canonicalJson } from '../pipeline/canonical-json';
import type { IdempotencyKey } from '../pipeline/idempotency-key';
import type { MoneyRequest } from '../pipeline/money-pipeline';
import { redactValue } from '../redact';

/** Runs one statement on the team store (a pool's or a client's `query`). */
export type StoreQuery = (text: string, params?: unknown[]) => Promise<pg.QueryResult>;

export const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/**
 * Who a person is when comparing requester and approver: the provider's issuer and subject, or,
 * for a local operator whose name nothing verified, the console itself.
 */
export function operatorKey(operator: Operator, consoleId: string): string {
  return operator.kind === 'verified'
    ? `verified:${operator.issuer} ${operator.subject}`
    : `local:${consoleId}`;
}

export interface NewApproval {
  requester: Operator;
  profile: { id: string; name: string; baseUrl: string };
  request: MoneyRequest;
  /** Assigned now and sent with the approved body: the API sees one operation, however late. */
  idempotencyKey: IdempotencyKey;
  expiryMinutes?: number;
  /**
   * What a body without an amount would move, read only when a new request is saved (not for
   * one already waiting); undefined: the payment could not be read, and nothing is stored.
   */
  plan?: () => Promise<ApprovalPlan | undefined>;
}

/**
 * What asking answered: the request saved now, or, when this console already has one for the
 * same operation and target still waiting or approved but not yet sent, that one (`already`).
 */
export type Asked = ApprovalRequest & { already: boolean };

/** An approved request taken for sending, with the exact body the requester asked for. */
export interface ApprovedSend {
  id: string;
  request: MoneyRequest;
  idempotencyKey: IdempotencyKey;
  approval: ApprovalRequest;
}

interface Row {
  id: string;
  requester: Operator;
  requester_console: string;
  requested_at: Date;
  expires_at: Date;
  profile: ApprovalRequest['profile'];
  operation: string;
  path: string;
  targets: MoneyRequest['targets'];
  amount: ApprovalRequest['amount'] | null;
  plan: unknown;
  body: string;
  body_sha256: string;
  idempotency_key: string;
  state: 'pending' | 'approved' | 'rejected' | 'sending' | 'sent';
  approver: Operator | null;
  approver_console: string | null;
  decided_at: Date | null;
  note: string | null;
  sent_at: Date | null;
  now: Date;
}

const COLUMNS = `id, requester, requester_console, requested_at, expires_at, profile, operation,
  path, targets, amount, plan, body, body_sha256, idempotency_key, state, approver, approver_console,
  decided_at, note, sent_at, now() AS now`;

/** A row as screens see it: the body redacted, a pending request past its expiry `expired`. */
function present(row: Row): ApprovalRequest {
  let body: unknown;
  try {
    body = redactValue(JSON.parse(row.body));
  } catch {
    body = undefined;
  }
  const expired = row.state === 'pending' && row.expires_at <= row.now;
  // Read loosely: one console's odd plan must not keep the whole list from a supervisor.
  const plan = row.amount ? undefined : ApprovalPlan.safeParse(row.plan).data;
  return ApprovalRequest.parse({
    id: row.id,
    requester: row.requester,
    requesterConsoleId: row.requester_console,
    requestedAt: row.requested_at.toISOString(),
    expiresAt: row.expires_at.toISOString(),
    profile: row.profile,
    operation: row.operation,
    targets: row.targets,
    ...(row.amount ? { amount: row.amount } : {}),
    ...(plan ? { plan } : {}),
    body,
    bodySha256: row.body_sha256,
    idempotencyKey: row.idempotency_key,
    state: expired ? 'expired' : row.state,
    ...(row.approver ? { approver: row.approver } : {}),
    ...(row.approver_console ? { approverConsoleId: row.approver_console } : {}),
    ...(row.decided_at ? { decidedAt: row.decided_at.toISOString() } : {}),
    ...(row.note ? { note: row.note } : {}),
    ...(row.sent_at ? { sentAt: row.sent_at.toISOString() } : {}),
  });
}

/**
 * Four-eyes approval requests on the team store. The store's clock decides expiry, and every
 * change of state is one conditional UPDATE in a function of the store's own: two supervisors
 * cannot both decide, and a request is taken for sending once.
 */
export class ApprovalStore {
  /** Asks of this console, one after another, so a second ask sees the first one's row. */
  private asking: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly query: StoreQuery,
    private readonly consoleId: string,
  ) {}

  /**
   * Saves the request instead of sending it. The exact body goes to the team store. A second
   * ask for the same operation and target while the first still waits (or is approved and not
   * yet sent) gets the first back, key and expiry unchanged: two requests a supervisor could
   * both approve would move the money twice.
   */
  ask(input: NewApproval): Promise<Result<Asked>> {
    const next = this.asking.then(() => this.askOnce(input));
    this.asking = next.catch(() => undefined);
    return next;
  }

  private async askOnce(input: NewApproval): Promise<Result<Asked>> {
    const { request } = input;
    // The team store keeps the body as it will be sent: never one with card data in it.
    if (canonicalJson(redactValue(request.body)) !== canonicalJson(request.body))
      return refuse('validation', 'approval_card_data');
    const waiting = await this.query(
      `SELECT ${COLUMNS} FROM approval_requests
        WHERE requester_console = $1 AND operation = $2 AND targets = $3::jsonb
          AND profile->>'id' = $4
          AND (state IN ('approved', 'sending') OR (state = 'pending' AND expires_at > now()))
        ORDER BY requested_at LIMIT 1`,
      [this.consoleId, request.kind, JSON.stringify(request.targets), input.profile.id],
    );
    const first = waiting.rows[0] as Row | undefined;
    if (first) return ok({ ...present(first), already: true });
    const body = JSON.stringify(request.body);
    // A body that names its amount is shown by it: no read, no second figure beside it.
    const plan = request.amount ? undefined : await input.plan?.().catch(() => undefined);
    const minutes = input.expiryMinutes ?? DEFAULT_APPROVAL_EXPIRY_MINUTES;
    const rows = await this.query(
      `INSERT INTO approval_requests (id, requester, requester_key, requester_console, expires_at,
         profile, operation, path, targets, amount, plan, body, body_sha256, idempotency_key)
       VALUES ($1, $2, $3, $4, now() + make_interval(mins => $5), $6, $7, $8, $9, $10, $11, $12,
         $13, $14)
       RETURNING ${COLUMNS}`,
      [
        randomUUID(),
        JSON.stringify(input.requester),
        operatorKey(input.requester, this.consoleId),
        this.consoleId,
        minutes,
        JSON.stringify(input.profile),
        request.kind,
        request.path,
        JSON.stringify(request.targets),
        request.amount ? JSON.stringify(request.amount) : null,
        plan ? JSON.stringify(plan) : null,
        body,
        sha256Hex(body),
        input.idempotencyKey,
      ],
    );
    return ok({ ...present(rows.rows[0] as Row), already: false });
  }

  /**
   * Requests still waiting for a decision, oldest first: what a supervisor's list shows, each
   * marked `own` where `asker` asked for it (theirs to wait for, another supervisor's to decide).
   */
  async pending(asker?: Operator): Promise<ApprovalRequest[]> {
    const rows = await this.query(
      `SELECT ${COLUMNS} FROM approval_requests
        WHERE state = 'pending' AND expires_at > now() ORDER BY requested_at`,
    );
    const who = asker && operatorKey(asker, this.consoleId);
    return (rows.rows as Row[])
      .map(present)
      .map((request) =>
        who !== undefined && operatorKey(request.requester, request.requesterConsoleId) === who
          ? { ...request, own: true }
          : request,
      );
  }

  /** This console's own requests, newest first: what its requester waits for or was told. */
  async mine(limit = 50): Promise<ApprovalRequest[]> {
    const rows = await this.query(
      `SELECT ${COLUMNS} FROM approval_requests WHERE requester_console = $1
        ORDER BY requested_at DESC LIMIT $2`,
      [this.consoleId, limit],
    );
    return (rows.rows as Row[]).map(present);
  }

  async get(id: string): Promise<ApprovalRequest | undefined> {
    const row = await this.row(id);
    return row && present(row);
  }

  /**
   * A supervisor's decision. The caller has checked the role; the store checks the rest in the
   * same UPDATE, and when it changed nothing, the row read afterwards says why.
   */
  async decide(decision: ApprovalDecision, approver: Operator): Promise<Result<ApprovalRequest>> {
    const who = operatorKey(approver, this.consoleId);
    const changed = await this.query('SELECT * FROM approval_decide($1, $2, $3, $4, $5, $6)', [
      decision.id,
      decision.decision === 'approve',
      JSON.stringify(approver),
      who,
      this.consoleId,
      decision.note,
    ]);
    const row = await this.row(decision.id);
    if (!row) return refuse('not_found', 'approval_not_found', { id: decision.id });
    if (changed.rowCount === 1) return ok(present(row));
    if (row.state !== 'pending') return refuse('conflict', 'approval_already_decided');
    if (row.expires_at <= row.now)
      return refuse('conflict', 'approval_expired', { expires: row.expires_at.toISOString() });
    return refuse('forbidden', 'approval_own_request');
  }

  /** This console's approved requests, not yet taken for sending. */
  async approvedForMe(): Promise<string[]> {
    const rows = await this.query(
      `SELECT id FROM approval_requests WHERE requester_console = $1 AND state = 'approved'
        ORDER BY decided_at`,
      [this.consoleId],
    );
    return rows.rows.map((r: { id: string }) => r.id);
  }

  /**
   * Takes an approved request of this console for sending: once only, whoever else asks. The
   * body is checked against the hash taken when it was asked for, as the bytes that will leave.
   */
  async take(id: string): Promise<Result<ApprovedSend>> {
    const taken = await this.query('SELECT * FROM approval_claim_send($1, $2)', [
      id,
      this.consoleId,
    ]);
    const row = await this.row(id);
    if (!row) return refuse('not_found', 'approval_not_found', { id });
    if (taken.rowCount !== 1) {
      if (row.state === 'rejected') return refuse('conflict', 'approval_rejected');
      if (row.state === 'pending' && row.expires_at <= row.now)
        return refuse('conflict', 'approval_expired', { expires: row.expires_at.toISOString() });
      if (row.state === 'sending' || row.state === 'sent') return refuse('conflict', 'being_sent');
      return refuse('conflict', 'approval_not_approved');
    }
    const stored = (taken.rows[0] as { body: string; body_sha256: string }).body;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(stored) as Record<string, unknown>;
    } catch {
      return refuse('conflict', 'approval_body_changed');
    }
    // What the pipeline will write on the wire, hashed: not merely the text the store holds.
    if (sha256Hex(JSON.stringify(body)) !== row.body_sha256)
      return refuse('conflict', 'approval_body_changed');
    return ok({
      id,
      idempotencyKey: row.idempotency_key as IdempotencyKey,
      approval: present(row),
      request: {
        kind: row.operation as MoneyRequest['kind'],
        path: row.path,
        body,
        targets: row.targets,
        ...(row.amount ? { amount: row.amount } : {}),
      },
    });
  }

  /** Marks a taken request sent, with the store's time. */
  async sent(id: string): Promise<ApprovalRequest | undefined> {
    await this.query('SELECT approval_mark_sent($1, $2)', [id, this.consoleId]);
    return this.get(id);
  }

  private async row(id: string): Promise<Row | undefined> {
    const rows = await this.query(`SELECT ${COLUMNS} FROM approval_requests WHERE id = $1`, [id]);
    return rows.rows[0] as Row | undefined;
  }
}
