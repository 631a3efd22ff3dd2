import { z } from 'zod';
import { ErrorCode, ErrorReason } from '../errors';
import { JournaledOperationKind, OperationTargets, Outcome, Resolution } from './operation';
import { Operator } from './operator';
import { DialectName } from './dialect';
import { IdempotencySupport } from './profile';

/**
 * The audit journal, one JSON object per line (security.md, PCI DSS 10.2): who did what, on
 * which profile, to which ids, for how much, with which idempotency key, and how it ended.
 * An operation is a `begin` record, one `attempt` per send, and a `finish` per resolution.
 */
const base = {
  v: z.literal(1),
  operation_id: z.string(),
  at: z.iso.datetime(),
};

/**
 * The methods the console sends. A record naming another (a team-store row someone else wrote)
 * still reads, as UNKNOWN: its text is never shown or copied as if it had been sent.
 */
export const JournalMethod = z
  .enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'UNKNOWN'])
  .catch('UNKNOWN');

/**
 * A money operation a supervisor approved first (four-eyes): both people as the provider named
 * them, and both times, so the journal and the team's Activity say who asked and who approved.
 * The lines are for the CSV and the team store's filter; screens name each person from the
 * identity in the reader's language. Records written before the identities were kept read their
 * lines as local operators nothing verified (`recordedOperator`).
 */
export const JournalApproval = z.object({
  id: z.string(),
  requester: z.string(),
  approver: z.string(),
  requester_identity: Operator.optional(),
  approver_identity: Operator.optional(),
  asked_at: z.string(),
  decided_at: z.string(),
  note: z.string().optional(),
});
export type JournalApproval = z.infer<typeof JournalApproval>;

export const JournalBegin = z.object({
  ...base,
  type: z.literal('begin'),
  /** Who, in one line (shared/operator-label.ts): what older records and their readers have. */
  operator: z.string(),
  /**
   * Who, as the provider said it (issuer, subject, name, e-mail) or the local operator, not
   * verified. Records written before it existed lack it: read them with `recordedOperator`.
   */
  operator_identity: Operator.optional(),
  app_version: z.string(),
  profile: z.object({
    id: z.string(),
    name: z.string(),
    production: z.boolean(),
    /** Absent in records written before the setting existed: read as "not known". */
    idempotency: IdempotencySupport.optional(),
    /**
     * The built-in simulator's dialect when it was sent there: a scenario saved from the record
     * replays in the same one. Absent for other profiles and in records written before.
     */
    dialect: DialectName.optional(),
  }),
  operation: JournaledOperationKind,
  targets: OperationTargets,
  amount: z.object({ value: z.number(), currency: z.string() }).optional(),
  /** Every money operation has one; back-office changes are sent without. */
  idempotency_key: z.uuid().optional(),
  request: z.object({
    method: JournalMethod,
    url: z.string(),
    /** As sent, with Authorization replaced by a placeholder. */
    headers: z.record(z.string(), z.string()).optional(),
    /** Redacted: no PAN, CVV, token or secret ever reaches the file. */
    body: z.unknown(),
  }),
  /** True when redaction removed nothing, so the stored body is the exact one to resend. */
  body_exact: z.boolean(),
  approval: JournalApproval.optional(),
});

/**
 * An answer the console would not read (answer-limits.ts): why, its size and the limit, for the
 * screens to say in the person's language; `detail` keeps main's English for the log.
 */
export const AnswerUnread = z.object({
  problem: z.enum(['too_large', 'too_deep']),
  bytes: z.number().int().min(0),
  limit: z.number().int().min(0),
});
export type AnswerUnread = z.infer<typeof AnswerUnread>;

export const JournalAttempt = z.object({
  ...base,
  type: z.literal('attempt'),
  attempt: z.number().int().min(1),
  latency_ms: z.number().min(0),
  result: z.enum(['answered', 'timeout', 'network', 'not_sent']),
  http_status: z.number().int().optional(),
  detail: z.string().optional(),
  unread: AnswerUnread.optional(),
});

export const JournalFinish = z.object({
  ...base,
  type: z.literal('finish'),
  /** Which operation ended, so the index can read the ids its answer revealed (older lines lack it). */
  operation: JournaledOperationKind.optional(),
  outcome: Outcome,
  attempts: z.number().int().min(0),
  latency_ms: z.number().min(0),
  http_status: z.number().int().optional(),
  error: z
    .object({
      code: ErrorCode,
      message: z.string(),
      status: z.number().int().optional(),
      apiCode: z.string().optional(),
      /** Main's own reason, which the screens translate (older lines lack it). */
      reason: ErrorReason.optional(),
      /** What the reason's words name (an HTTP status, a wait): older lines lack it. */
      params: z.record(z.string(), z.string()).optional(),
      /** The API's field errors, by its own field paths. */
      fields: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
  response: z
    .object({
      status: z.number().int(),
      headers: z.record(z.string(), z.string()).optional(),
      body: z.unknown(),
    })
    .optional(),
  /** Who settled an unknown outcome and how: by hand, by a resend, or by cancel-or-refund. */
  resolution: Resolution.optional(),
});

export const JournalRecord = z.discriminatedUnion('type', [
  JournalBegin,
  JournalAttempt,
  JournalFinish,
]);
export type JournalRecord = z.infer<typeof JournalRecord>;
export type JournalBegin = z.infer<typeof JournalBegin>;
export type JournalAttempt = z.infer<typeof JournalAttempt>;
export type JournalFinish = z.infer<typeof JournalFinish>;

/** One operation as read back: its begin, its attempts and its latest finish. */
export const JournalEntry = z.object({
  begin: JournalBegin,
  attempts: z.array(JournalAttempt),
  finish: JournalFinish.optional(),
});
export type JournalEntry = z.infer<typeof JournalEntry>;
