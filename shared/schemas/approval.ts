import { z } from 'zod';
import { fieldReason } from '../validation-words';
import { Operator } from './operator';

/** How long a supervisor has to decide when the profile does not say. */
export const DEFAULT_APPROVAL_EXPIRY_MINUTES = 30;

const Threshold = z
  .number({ error: fieldReason('enterApprovalThreshold') })
  .positive(fieldReason('approvalThresholdPositive'))
  .max(1_000_000_000, fieldReason('approvalThresholdPositive'));

/**
 * A profile's four-eyes rule. Amounts are in the body's major units (5000 = 5,000.00), compared
 * to the amount the body moves whatever its currency: a production profile charges in one.
 * Absent thresholds: nothing waits (off by default). Applies to production profiles only.
 */
export const ApprovalRule = z.object({
  /** Any money operation moving more than this waits for a supervisor. */
  moneyAbove: Threshold.optional(),
  /** Any refund moving more than this waits, whatever `moneyAbove` says. */
  refundAbove: Threshold.optional(),
  expiryMinutes: z
    .number({ error: fieldReason('enterApprovalExpiry') })
    .int(fieldReason('approvalExpiryRange'))
    .min(1, fieldReason('approvalExpiryRange'))
    .max(24 * 60, fieldReason('approvalExpiryRange'))
    .default(DEFAULT_APPROVAL_EXPIRY_MINUTES),
});
export type ApprovalRule = z.infer<typeof ApprovalRule>;

export const ApprovalState = z.enum(['pending', 'approved', 'rejected', 'sending', 'sent']);
export type ApprovalState = z.infer<typeof ApprovalState>;

/** An approval request as a supervisor's list shows it: the body already redacted by main. */
export const ApprovalRequest = z.object({
  id: z.string(),
  requester: Operator,
  requesterConsoleId: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  profile: z.object({ id: z.string(), name: z.string(), baseUrl: z.string() }),
  operation: z.string(),
  /**
   * Which payment, transaction, card… (operation.ts's OperationTargets, read loosely here: that
   * module imports this one): the only thing naming the payment of a cancel-or-refund.
   */
  targets: z.record(z.string(), z.string()).optional(),
  amount: z.object({ value: z.number(), currency: z.string() }).optional(),
  body: z.unknown(),
  bodySha256: z.string(),
  idempotencyKey: z.string(),
  /** `expired` is read from the clock: a pending request past its expiry can never be decided. */
  state: z.union([ApprovalState, z.literal('expired')]),
  approver: Operator.optional(),
  approverConsoleId: z.string().optional(),
  decidedAt: z.string().optional(),
  note: z.string().optional(),
  sentAt: z.string().optional(),
});
export type ApprovalRequest = z.infer<typeof ApprovalRequest>;

export const ApprovalDecision = z.object({
  id: z.string().uuid(),
  decision: z.enum(['approve', 'reject']),
  note: z.string().trim().max(500, fieldReason('approvalNoteTooLong')).default(''),
});
export type ApprovalDecision = z.infer<typeof ApprovalDecision>;

/**
 * Main's word to every page that an approval request changed: only its id and state, as pages
 * without the supervisor's role hear it too; each asks for what it may see.
 */
export const ApprovalsChanged = z.object({
  id: z.string(),
  state: z.union([ApprovalState, z.literal('expired')]),
});
export type ApprovalsChanged = z.infer<typeof ApprovalsChanged>;
