import { z } from 'zod';
import { AppError } from '../errors';
import { JOURNALED_OPERATION_NAMES, MONEY_OPERATION_NAMES } from '../operations/catalog';
import { OperationId, optionalText, ResourceId } from './common';
import { ConfirmationCode } from './confirmation';
import { Operator } from './operator';
import { IdempotencySupport } from './profile';

/** The money-moving operations (the catalog's); each is journaled and sent with an idempotency key. */
export const MoneyOperationKind = z.enum(MONEY_OPERATION_NAMES);
export type MoneyOperationKind = z.infer<typeof MoneyOperationKind>;

/** Every operation the journal records: money, and back-office changes. */
export const JournaledOperationKind = z.enum(JOURNALED_OPERATION_NAMES);
export type JournaledOperationKind = z.infer<typeof JournaledOperationKind>;

/**
 * succeeded: the API did it; declined: the API answered and explicitly refused (declined,
 * rejected, failed at the issuer); failed: a final 4xx, or nothing was sent; unknown: no answer
 * we can trust (time-out, reset, 5xx) — the money may or may not have moved, so it is never shown
 * as "failed"; pending: the API answered that it is still processing (PENDING, PROCESSING, or a
 * status the console does not know yet) — refresh the status to learn how it ends; resolved: it
 * was unknown, and cancel-or-refund of its payment then settled that payment, so nothing about
 * it is owed any more (who and how are in its `resolution`).
 *
 * A new outcome also needs a code of its own in the journal index (`OUTCOME_CODES`).
 */
export const Outcome = z.enum([
  'succeeded',
  'declined',
  'failed',
  'unknown',
  'pending',
  'resolved',
]);
export type Outcome = z.infer<typeof Outcome>;

export const OperationTargets = z.object({
  merchant_id: z.string().optional(),
  instrument_id: z.string().optional(),
  /** BIN…last four of a raw card; the number itself is never kept. */
  card: z.string().optional(),
  payment_id: z.string().optional(),
  transaction_id: z.string().optional(),
  user_id: z.string().optional(),
  /**
   * The payment's currency when the screen knew it but the request names no amount (a full
   * capture): the API's wrapped answers state the amount as a bare number.
   */
  currency: z.string().optional(),
});

const Amount = z.object({ value: z.number(), currency: z.string() });

/** Ids the API's answer revealed: the payment and transaction an authorization created, … */
export const RevealedIds = z.object({
  payment_id: z.string().optional(),
  transaction_id: z.string().optional(),
  instrument_id: z.string().optional(),
  user_id: z.string().optional(),
});

/**
 * How an unknown outcome was settled, kept in the journal with who did it: by hand after checking
 * the API (it went through, a payment shows it, or it did not happen), by sending it again with
 * the same key (`resent`), or by a cancel-or-refund of its payment (`cancel_or_refund`).
 */
export const Resolution = z.object({
  /** The operator at the keyboard, as main knows them: never taken from the renderer. */
  by: z.string(),
  /** The same person as the provider said it; older records lack it (`recordedOperator`). */
  by_identity: Operator.optional(),
  verdict: z.enum(['went_through', 'did_not_happen', 'resent', 'cancel_or_refund']),
  /** The payment that shows it went through. */
  payment_id: z.string().optional(),
  /** That payment's status when main read it, at the moment of resolving. */
  payment_status: z.string().optional(),
  note: z.string().optional(),
  /** The operation that settled it (the cancel-or-refund), when another one did. */
  operation_id: z.string().optional(),
});
export type Resolution = z.infer<typeof Resolution>;

/**
 * What became of the unknown outcome a cancel-or-refund was sent to settle: `settled`, or why it
 * stays listed (no longer unknown, sent by another profile or server, being sent again right now,
 * or the payment acted on is not plausibly the one it tried).
 */
export const ResolvesVerdict = z.enum([
  'settled',
  'not_unknown',
  'other_server',
  'being_sent',
  'other_payment',
]);
export type ResolvesVerdict = z.infer<typeof ResolvesVerdict>;

/**
 * What a money-moving channel answers once the operation has been journaled and sent: the
 * answer already read and judged in main by the operation's descriptor, so every screen, the
 * Activity view and the exports say the same thing.
 */
export const OperationReport = z.object({
  operation_id: z.string(),
  kind: MoneyOperationKind,
  /** This operation in words: "Payment authorization", "Refund", … */
  label: z.string(),
  /** The reversal type that was asked for (CAPTURE, REFUND, …), for a reversal. */
  reversal_type: z.string().optional(),
  idempotency_key: z.uuid(),
  outcome: Outcome,
  /** The status the API gave: the transaction's, or what cancel-or-refund did. */
  status: z.string().optional(),
  status_detail: z.string().optional(),
  response_code: z.string().optional(),
  response_code_description: z.string().optional(),
  ids: RevealedIds,
  /** The money the answer says moved (a refund's amount), when it says. */
  moved: Amount.optional(),
  /**
   * The amount an authorization's answer says its transaction is for: authorized only where the
   * outcome is succeeded, and never money moved (an authorization moves none until captured).
   */
  authorized: Amount.optional(),
  /** When the API resolved it (cancel-or-refund): Unix seconds or ISO text, as sent. */
  resolved_at: z.union([z.string(), z.number()]).optional(),
  /** The payment's capture mode, where the answer shows it. */
  capture_mode: z.string().optional(),
  /** An approved authorization whose capture the API settles later: nothing taken yet. */
  capture_pending: z.boolean().optional(),
  attempts: z.number().int().min(0),
  latency_ms: z.number().min(0),
  started_at: z.string(),
  finished_at: z.string().optional(),
  http_status: z.number().int().optional(),
  /** The API's answer, redacted, for the "raw JSON" view only; unknown fields kept. */
  response: z.unknown().optional(),
  /** The body as it went on the wire (merged, nested, numbers as numbers), redacted likewise. */
  request: z.unknown().optional(),
  /** `fields` are keyed by the operation's input fields. */
  error: AppError.optional(),
  targets: OperationTargets,
  /** The amount the request named. */
  amount: Amount.optional(),
  /** False when the exact body cannot be resent (it carried card data and the console restarted). */
  retryable: z.boolean(),
  /**
   * Whether the operation's profile was known to honour `Idempotency-Key` when it was sent:
   * only then is a resend applied at most once. Anything else may charge twice.
   */
  idempotency: IdempotencySupport,
  /** Set when an operator settled the unknown outcome by hand (at `finished_at`). */
  resolution: Resolution.optional(),
  /** In the answer to a cancel-or-refund sent to settle an unknown outcome: what became of it. */
  resolves: z.object({ operation_id: z.string(), verdict: ResolvesVerdict }).optional(),
});
export type OperationReport = z.infer<typeof OperationReport>;

export { OperationId };

export const OperationIdInput = z.object({
  operation_id: OperationId,
});

/**
 * A resend of an unknown outcome. Where the API is not known to honour the key, main refuses it
 * unless the operator confirmed they accept that it may charge twice.
 */
export const RetryInput = z.object({
  operation_id: OperationId,
  accept_duplicate_risk: z.boolean().optional(),
});

/** Settling an unknown outcome by hand; `went_through` names the payment that shows it. */
export const MarkResolvedInput = z.discriminatedUnion('verdict', [
  z.object({
    operation_id: OperationId,
    verdict: z.literal('went_through'),
    payment_id: ResourceId,
    note: optionalText(z.string().trim().max(500, 'A note is at most 500 characters').optional()),
    confirmation: ConfirmationCode.optional(),
  }),
  z.object({
    operation_id: OperationId,
    verdict: z.literal('did_not_happen'),
    note: optionalText(z.string().trim().max(500, 'A note is at most 500 characters').optional()),
    confirmation: ConfirmationCode.optional(),
  }),
]);
export type MarkResolvedInput = z.input<typeof MarkResolvedInput>;
