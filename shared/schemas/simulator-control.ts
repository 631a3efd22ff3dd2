import { z } from 'zod';
import { fieldReason } from '../validation-words';
import { DialectName } from './dialect';
import { ProfileId } from './common';

/*
 * The simulator's control API (`/_sandbox/…`) as the console drives it: main makes every call
 * with the control token, the page names what to do with these shapes. The fault kinds are the
 * simulator's own list (its faults.ts reads it from here), so the form offers every kind it has.
 */

export const FAULT_KINDS = [
  'delay',
  'hang',
  'reset_after_effect',
  'reset_before_effect',
  'error_500',
  'error_500_after_effect',
  'rate_limit',
  'echo_error',
  'echo_after_effect',
  'deep_after_effect',
  'huge_after_effect',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

/**
 * What a fault can be armed on: the API's operations by the request each one sends. A prefix
 * ends in "*", as the control API reads it; `null` matches any method.
 */
export const FAULT_TARGETS = {
  payments_authorize: { method: 'POST', path: '/v1/payments/authorizations' },
  transactions_authorize: { method: 'POST', path: '/v1/transactions/authorizations' },
  transactions_post: { method: 'POST', path: '/v1/transactions/*' },
  pos_cancel_or_refund: { method: 'POST', path: '/v1/pos/cancel-or-refund/*' },
  payments_read: { method: 'GET', path: '/v1/payments*' },
  instruments: { method: null, path: '/v1/instruments*' },
  users: { method: null, path: '/v1/users/*' },
  everything: { method: null, path: '/v1/*' },
} as const satisfies Record<string, { method: string | null; path: string }>;
export type FaultTarget = keyof typeof FAULT_TARGETS;
export const FAULT_TARGET_NAMES = Object.keys(FAULT_TARGETS) as [FaultTarget, ...FaultTarget[]];

/** The limits the control API itself applies (faults.ts), so a bad value is said at its field. */
export const FAULT_LIMITS = {
  count: { min: 1, max: 1_000_000 },
  delayMs: { min: 0, max: 600_000 },
  retryAfterS: { min: 0, max: 86_400 },
} as const;

const whole = (limits: { min: number; max: number }) =>
  z
    .number({ error: fieldReason('enterWholeNumber') })
    .int({ error: fieldReason('enterWholeNumber') })
    .min(limits.min, { error: fieldReason('numberBetween', limits) })
    .max(limits.max, { error: fieldReason('numberBetween', limits) });

export const ArmFaultInput = z
  .object({
    target: z.enum(FAULT_TARGET_NAMES, { error: fieldReason('chooseOperation') }),
    kind: z.enum(FAULT_KINDS, { error: fieldReason('chooseFaultKind') }),
    count: whole(FAULT_LIMITS.count),
    delayMs: whole(FAULT_LIMITS.delayMs).optional(),
    retryAfterS: whole(FAULT_LIMITS.retryAfterS).optional(),
  })
  .superRefine((input, ctx) => {
    // The control API refuses a delay without its length; said here, at the field.
    if (input.kind === 'delay' && input.delayMs === undefined) {
      ctx.addIssue({ code: 'custom', path: ['delayMs'], message: fieldReason('enterDelay') });
    }
  });
export type ArmFaultInput = z.infer<typeof ArmFaultInput>;

export const ArmedFault = z.object({
  id: z.string(),
  match: z.object({ method: z.string().nullable(), path: z.string() }),
  kind: z.string(),
  count: z.number(),
  remaining: z.number(),
  delay_ms: z.number(),
  retry_after_s: z.number(),
});
export type ArmedFault = z.infer<typeof ArmedFault>;

export const FaultId = z.object({ id: z.string().regex(/^[\w-]{1,64}$/) });

export const LedgerQuery = z.object({
  paymentId: z
    .string()
    .trim()
    .min(1, { error: fieldReason('enterId') })
    .max(128, { error: fieldReason('idTooLong') })
    .regex(/^[\w-]+$/, { error: fieldReason('idCharacters') }),
});

/** One money effect the simulator performed, with the key it came with. Read tolerantly. */
export const SimulatorLedgerEntry = z.object({
  seq: z.number(),
  at: z.string(),
  kind: z.string(),
  payment_id: z.string(),
  transaction_id: z.string(),
  amount: z.unknown(),
  idempotency_key: z.string().nullable(),
});
export type SimulatorLedgerEntry = z.infer<typeof SimulatorLedgerEntry>;

export const SimulatorRequest = z.object({
  seq: z.number(),
  at: z.string(),
  method: z.string(),
  path: z.string(),
  idempotency_key: z.string().nullable(),
});
export type SimulatorRequest = z.infer<typeof SimulatorRequest>;

/**
 * Whether the active profile's server can be driven from the console: the built-in simulator
 * always; another profile once a control token is saved for it (checked against its server).
 */
export const SimulatorStatus = z.object({
  profileId: z.string(),
  builtIn: z.boolean(),
  access: z.enum(['built_in', 'set', 'not_set', 'needs_reentry']),
  available: z.boolean(),
});
export type SimulatorStatus = z.infer<typeof SimulatorStatus>;

export const ControlToken = z
  .string()
  .min(1, { error: fieldReason('enterControlToken') })
  .max(512, { error: fieldReason('controlTokenTooLong') })
  .regex(/^[\x21-\x7e]+$/, { error: fieldReason('controlTokenCharacters') });

export const SetControlTokenInput = z.object({ id: ProfileId, token: ControlToken });
export const ControlTokenState = z.object({ state: z.enum(['set', 'not_set', 'needs_reentry']) });

/**
 * The built-in simulator's credentials: made for this launch, answered only on loopback, with
 * nothing behind them but the simulator's memory. Shown so a copied cURL can run.
 */
export const LoopbackCredentials = z.strictObject({
  baseUrl: z.string(),
  tokenUrl: z.string(),
  clientId: z.string(),
  clientSecret: z.string(),
});

export const DialectAnswer = z.object({ dialect: DialectName });

/** The simulator's now: the real clock plus what QA moved it forward (captures settle by it). */
export const SimulatorClock = z.object({ now: z.string(), offset_s: z.number() });

/** The control API's own limit: forward only, at most a month at a time. */
export const CLOCK_LIMITS = { min: 1, max: 30 * 24 * 3600 } as const;
export const AdvanceClockInput = z.object({ advanceS: whole(CLOCK_LIMITS) });
