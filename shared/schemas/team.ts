import { z } from 'zod';
import { isLoopbackHost } from './profile';
import { fieldReason } from '../validation-words';
import { ErrorReason } from '../errors';

/*
 * The team store: one PostgreSQL database many consoles ship their redacted journals to. The
 * password is input only (sealed in main, never read back), like a client secret.
 */

// shared/ compiles without DOM or Node types; WHATWG URL exists in both runtimes.
declare const URL: new (input: string) => {
  protocol: string;
  hostname: string;
  pathname: string;
  searchParams: { get(name: string): string | null };
};

export const TLS_REQUIRED_MESSAGE = fieldReason('teamTls');

const TLS_MODES = new Set(['require', 'verify-ca', 'verify-full']);

/**
 * Why a team store URL is refused, or undefined when it is fine. The journal crosses the network
 * to the store, so TLS is required unless the server is on this machine (loopback or a local
 * socket); `sslmode=prefer` is not enough, it falls back to plain text without a word.
 */
export function teamStoreUrlProblem(text: string): string | undefined {
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(text);
  } catch {
    return fieldReason('teamFullUrl');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    return fieldReason('postgresUrl');
  }
  const socket = url.searchParams.get('host')?.startsWith('/') === true;
  if (url.hostname === '' && !socket) return fieldReason('teamHost');
  if (url.pathname.length <= 1) return fieldReason('teamDatabase');
  const local = socket || (url.hostname !== '' && isLoopbackHost(url.hostname));
  const mode = url.searchParams.get('sslmode');
  if (!local && (mode === null || !TLS_MODES.has(mode))) return TLS_REQUIRED_MESSAGE;
  return undefined;
}

export const TeamStoreUrl = z
  .string({ error: fieldReason('enterTeamUrl') })
  .trim()
  .min(1, fieldReason('enterTeamUrl'))
  .max(2048, fieldReason('urlTooLong'))
  .superRefine((text, ctx) => {
    const problem = teamStoreUrlProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** How a console is named in Team Activity: people read it, so letters and a few signs. */
export const ConsoleName = z
  .string()
  .trim()
  .max(80, fieldReason('consoleNameTooLong'))
  .regex(/^[^\p{Cc}]*$/u, fieldReason('consoleNameControl'));

export const TeamConfigureInput = z.object({
  url: TeamStoreUrl,
  /** Write-only: sealed in main and never shown again; absent keeps the one saved. */
  password: z
    .string()
    .max(1024, fieldReason('teamPasswordTooLong'))
    .optional()
    .transform((p) => (p === '' ? undefined : p)),
  consoleName: ConsoleName.optional().transform((n) => (n === '' ? undefined : n)),
});
export type TeamConfigureInput = z.input<typeof TeamConfigureInput>;

export const GrantFit = z.enum(['exact', 'more', 'less', 'unknown']);

/** Main's words as a reason and what it names, for the page to say in the person's language. */
export const StoreWords = z.object({
  reason: ErrorReason,
  params: z.record(z.string(), z.string()).optional(),
  detail: z.string().optional(),
});
export type StoreWords = z.infer<typeof StoreWords>;

/** The team store's state for the header and Settings; never a password. */
export const TeamStatus = z.object({
  configured: z.boolean(),
  source: z.enum(['settings', 'flag', 'environment']).optional(),
  url: z.string().optional(),
  consoleId: z.string(),
  consoleName: z.string(),
  state: z.enum(['off', 'connecting', 'shipping', 'caught_up', 'backing_off', 'refused']),
  behind: z.number().int().min(0),
  lastShippedAt: z.string().optional(),
  retryAt: z.string().optional(),
  lastError: z
    .object({
      code: z.string(),
      message: z.string(),
      reason: ErrorReason.optional(),
      params: z.record(z.string(), z.string()).optional(),
      detail: z.string().optional(),
    })
    .optional(),
  canShip: z.boolean(),
  canReadTeam: z.boolean(),
  grants: GrantFit,
  /** Main's English, for the log; `grantsWhy` says it in the person's language. */
  grantsNote: z.string().optional(),
  grantsWhy: StoreWords.optional(),
  schemaVersion: z.number().int().optional(),
  /** Records the store refused (a value it cannot hold, too large): kept locally, not shipped. */
  setAside: z
    .object({
      count: z.number().int().min(1),
      last: z.object({
        operationId: z.string(),
        seq: z.number(),
        reason: z.string(),
        /** The reason's key, for the page; a record set aside by an older console has none. */
        why: StoreWords.optional(),
        at: z.string(),
      }),
    })
    .optional(),
  /** The last batch the store took fewer of than were sent: a resend, or another writer. */
  unstored: z
    .object({ sent: z.number().int(), stored: z.number().int(), at: z.string() })
    .optional(),
  /** Why approvals are off: the login may not use approval requests (found once, then kept). */
  approvalsWhy: z
    .object({
      code: z.string(),
      message: z.string(),
      reason: ErrorReason.optional(),
      params: z.record(z.string(), z.string()).optional(),
    })
    .optional(),
});
export type TeamStatus = z.infer<typeof TeamStatus>;
