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

const Money = z.object({ value: z.number(), currency: z.string() });

/**
 * What a request whose body names no amount would do (cancel-or-refund, a reversal of whatever
 * is left), as the requester's console read the payment when it asked: the API decides from the
 * payment's state when the body is sent, so this is what the supervisor weighs, said with the
 * moment it was read. `nothing`: the payment had nothing left to reverse; `unclear`: it was
 * read but did not say what would move (still processing, a capture on its way, no amounts).
 */
export const ApprovalPlan = z.union([
  z.object({
    action: z.enum(['cancel', 'reverse', 'capture', 'refund', 'adjust']),
    amount: Money,
    readAt: z.string(),
  }),
  z.object({ action: z.enum(['nothing', 'unclear']), readAt: z.string() }),
]);
export type ApprovalPlan = z.infer<typeof ApprovalPlan>;
export type PlannedAction = ApprovalPlan['action'];

/**
 * The plan as a waiting refusal's params (strings, as every refusal's are), so the requester's
 * notice says what the supervisor will see; `unread` when the payment could not be read.
 */
export function planParams(plan: ApprovalPlan | undefined): Record<string, string> {
  if (!plan) return { planned: 'unread' };
  return {
    planned: plan.action,
    planned_at: plan.readAt,
    ...('amount' in plan
      ? { planned_value: String(plan.amount.value), planned_currency: plan.amount.currency }
      : {}),
  };
}

/** planParams read back: undefined when the refusal names no plan (a body with its amount). */
export function planOfParams(
  params: Record<string, string> | undefined,
): ApprovalPlan | 'unread' | undefined {
  if (params?.planned === 'unread') return 'unread';
  const value = params?.planned_value;
  const parsed = ApprovalPlan.safeParse({
    action: params?.planned,
    readAt: params?.planned_at,
    ...(value !== undefined
      ? { amount: { value: Number(value), currency: params?.planned_currency } }
      : {}),
  });
  return parsed.success ? parsed.data : undefined;
}

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
  amount: Money.optional(),
  /**
   * Only for a body without an amount: what it would move as read when asked. Absent there, the
   * payment could not be read, and no figure is shown rather than a guessed one.
   */
  plan: ApprovalPlan.optional(),
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
  /** In a supervisor's list: this person asked for it, so another supervisor must decide it. */
  own: z.boolean().optional(),
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
