import { z } from 'zod';
import { AppError } from '../errors';

/** The money-moving operations; each is journaled and sent with an idempotency key. */
export const MoneyOperationKind = z.enum([
  'payments:authorize',
  'transactions:authorize',
  'transactions:reverse',
  'pos:cancelOrRefund',
]);
export type MoneyOperationKind = z.infer<typeof MoneyOperationKind>;

/**
 * succeeded: the API did it; declined: the API answered and refused (an authorization decline);
 * failed: a final 4xx, or nothing was sent; unknown: no answer we can trust (time-out, reset,
 * 5xx) — the money may or may not have moved, so it is never shown as "failed".
 */
export const Outcome = z.enum(['succeeded', 'declined', 'failed', 'unknown']);
export type Outcome = z.infer<typeof Outcome>;

export const OperationTargets = z.object({
  merchant_id: z.string().optional(),
  instrument_id: z.string().optional(),
  /** BIN…last four of a raw card; the number itself is never kept. */
  card: z.string().optional(),
  payment_id: z.string().optional(),
  transaction_id: z.string().optional(),
  user_id: z.string().optional(),
});

/** What a money-moving channel answers once the operation has been journaled and sent. */
export const OperationReport = z.object({
  operation_id: z.string(),
  kind: MoneyOperationKind,
  idempotency_key: z.uuid(),
  outcome: Outcome,
  attempts: z.number().int().min(0),
  latency_ms: z.number().min(0),
  started_at: z.string(),
  finished_at: z.string().optional(),
  http_status: z.number().int().optional(),
  /** The API's answer, redacted; unknown fields kept. */
  response: z.unknown().optional(),
  error: AppError.optional(),
  targets: OperationTargets,
  amount: z.object({ value: z.number(), currency: z.string() }).optional(),
  /** False when the exact body cannot be resent (it carried card data and the console restarted). */
  retryable: z.boolean(),
});
export type OperationReport = z.infer<typeof OperationReport>;

export const OperationIdInput = z.object({
  operation_id: z.string().regex(/^op-[A-Za-z0-9_-]{8,64}$/),
});
