import { z } from 'zod';
import { ErrorReason } from '../errors';
import { isPrintable } from '../plain-text';
import { optionalText } from './common';
import { DialectName } from './dialect';
import { ApprovalRule } from './approval';
import { fieldReason } from '../validation-words';

/*
 * Connection profiles: which payments API the console talks to and how it authenticates. The
 * client secret is deliberately absent from every schema here except `ClientSecret` (input only):
 * the renderer may set or clear it but never reads it back (security.md, "Secrets").
 */

// shared/ compiles without DOM or Node types; WHATWG URL exists in both runtimes.
declare const URL: new (input: string) => {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  search: string;
  hash: string;
  href: string;
};

export const HTTPS_REQUIRED_MESSAGE = fieldReason('httpsRequired');

/**
 * Plain http is only acceptable when the traffic never leaves this machine. The hostname is the
 * WHATWG-normalized one (`127.1` → `127.0.0.1`, `[0::1]` → `[::1]`), so only exact matches count:
 * `localhost.evil.com` or `127.0.0.1.nip.io` are remote hosts.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (host === 'localhost' || host === '[::1]') return true;
  const octets = host.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((o) => /^\d{1,3}$/.test(o) && Number(o) <= 255)
  );
}

/**
 * An API or token URL: absolute http(s), https unless loopback, no credentials in it (they would
 * end up in logs and on screen), no query or fragment (paths are appended to it). Normalized to
 * the parsed form without a trailing slash so that `{baseUrl}/oauth/token` is well formed.
 */
export const ServiceUrl = z
  .string({ error: fieldReason('enterUrl') })
  .trim()
  .min(1, fieldReason('enterUrl'))
  .max(2048, fieldReason('urlTooLong'))
  .transform((text, ctx) => {
    const issue = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    let url: InstanceType<typeof URL>;
    try {
      url = new URL(text);
    } catch {
      return issue(fieldReason('fullUrl'));
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      return issue(fieldReason('httpsUrl'));
    }
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
      return issue(HTTPS_REQUIRED_MESSAGE);
    }
    if (url.username !== '' || url.password !== '') {
      return issue(fieldReason('urlCredentials'));
    }
    if (url.search !== '' || url.hash !== '' || /[?#]/.test(text)) {
      return issue(fieldReason('urlQuery'));
    }
    return url.href.replace(/\/+$/, '');
  });

/** RFC 7230 `token`: the only characters a header name may have. */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Headers the console sets itself (credentials, idempotency, framing), plus hop-by-hop ones
 * that fetch refuses outright: letting a profile override them would break every call or
 * smuggle a second credential next to the console's.
 */
export const RESERVED_HEADERS = [
  'authorization',
  'idempotency-key',
  'host',
  'content-length',
  'cookie',
  'content-type',
  'proxy-authorization',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'expect',
] as const;

export const ExtraHeaders = z
  .record(z.string(), z.string({ error: fieldReason('headerValueText') }))
  .superRefine((headers, ctx) => {
    const seen = new Set<string>();
    for (const [name, value] of Object.entries(headers)) {
      const path = [name];
      const lower = name.toLowerCase();
      if (!HEADER_NAME.test(name)) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: fieldReason('headerName', { name }),
        });
      } else if ((RESERVED_HEADERS as readonly string[]).includes(lower)) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: fieldReason('headerReserved', { name }),
        });
      } else if (seen.has(lower)) {
        ctx.addIssue({ code: 'custom', path, message: fieldReason('headerTwice', { name }) });
      }
      seen.add(lower);
      if (/[\r\n\0]/.test(value)) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: fieldReason('headerLineBreaks'),
        });
      }
      if (value.length > 4096) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: fieldReason('headerTooLong'),
        });
      }
    }
  });

export const MerchantId = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,128}$/, fieldReason('merchantId'));

export const DEFAULT_DEADLINE_MS = 15_000;

/**
 * Whether the profile's API is known to apply a resend with the same `Idempotency-Key` at most
 * once. The payments API's reference documents no such header, so only the simulator (which is
 * ours) is known to; anything else is "not known" until someone who knows says otherwise, and
 * the console then never resends on its own.
 */
export const IdempotencySupport = z.enum(['honoured', 'not_known']);
export type IdempotencySupport = z.infer<typeof IdempotencySupport>;

/** The simulator's first seeded store: a new user can authorize without looking up an id. */
export const SIMULATOR_DEFAULT_MERCHANT_ID = 'mer-seed-store-1';

export const ProfileInput = z.object({
  name: z
    .string({ error: fieldReason('enterName') })
    .trim()
    .min(1, fieldReason('enterName'))
    .max(60, fieldReason('nameTooLong'))
    // Main prints the name on the confirmation line a person trusts, in a terminal or a dialog.
    .refine(isPrintable, fieldReason('namePrintable')),
  baseUrl: ServiceUrl,
  /** Absent: `{baseUrl}/oauth/token`, resolved by the profile service. */
  tokenUrl: optionalText(ServiceUrl.optional()),
  clientId: z
    .string({ error: fieldReason('enterClientId') })
    .trim()
    .min(1, fieldReason('enterClientId'))
    .max(200, fieldReason('clientIdTooLong')),
  audience: optionalText(z.string().trim().max(500, fieldReason('audienceTooLong')).optional()),
  extraHeaders: ExtraHeaders.optional(),
  defaultMerchantId: optionalText(MerchantId.optional()),
  deadlineMs: z
    .number({ error: fieldReason('enterDeadline') })
    .int(fieldReason('deadlineWhole'))
    .min(1000, fieldReason('deadlineMin'))
    .max(120_000, fieldReason('deadlineMax'))
    .default(DEFAULT_DEADLINE_MS),
  production: z.boolean().default(false),
  idempotencyKey: IdempotencySupport.default('not_known'),
  /** Absent: allowed unless the profile is production (resolved by the service). */
  allowRawCards: z.boolean().optional(),
  allowExtraFields: z.boolean().optional(),
  /** Four-eyes approvals on a production profile: off when absent. */
  approval: ApprovalRule.optional(),
});
export type ProfileInput = z.infer<typeof ProfileInput>;
/** What a form holds before parsing (defaults not applied yet). */
export type ProfileFormValues = z.input<typeof ProfileInput>;

/**
 * The client secret, on its way in only. Surrounding whitespace is trimmed: it comes from a
 * paste far more often than it is part of a secret.
 */
export const ClientSecret = z
  .string({ error: fieldReason('enterSecret') })
  .trim()
  .min(1, fieldReason('enterSecret'))
  .max(4096, fieldReason('secretTooLong'))
  .refine((s) => !/[\r\n\0]/.test(s), fieldReason('secretLineBreaks'));

export const SecretState = z.object({
  state: z.enum(['set', 'not_set', 'session_only', 'needs_reentry']),
  /** Why the secret is not stored securely or must be entered again, in main's English. */
  reason: z.string().optional(),
  /** The same reason as a key, so a screen says it in the person's language. */
  why: z
    .enum([
      'no_keyring',
      'keyring_refused',
      'keyring_gone',
      'no_longer_decrypts',
      'file_unreadable',
    ])
    .optional(),
  /** The keyring's backend the reason names (`basic_text`, `gnome_libsecret`…). */
  backend: z.string().optional(),
});
export type SecretState = z.infer<typeof SecretState>;

/**
 * A profile as the renderer sees it: defaults resolved, no secret value. A plain (stripping)
 * object on purpose: when main parses its answer, any key not listed here is dropped.
 */
export const Profile = z.object({
  id: z.string(),
  kind: z.enum(['simulator', 'remote']),
  name: z.string(),
  baseUrl: z.string(),
  tokenUrl: z.string(),
  clientId: z.string(),
  audience: z.string().optional(),
  extraHeaders: z.record(z.string(), z.string()).optional(),
  defaultMerchantId: z.string().optional(),
  deadlineMs: z.number().int(),
  production: z.boolean(),
  idempotencyKey: IdempotencySupport,
  allowRawCards: z.boolean(),
  allowExtraFields: z.boolean(),
  approval: ApprovalRule.optional(),
  secret: SecretState,
  /**
   * Requests of this console a supervisor approved that wait for this profile's credentials
   * (a browser host restarted: its secret is gone): each is sent once the secret is set.
   */
  approvedWaiting: z.number().int().min(1).optional(),
  /** The built-in simulator only: how it answers (shared/schemas/dialect.ts). */
  simulatorDialect: DialectName.optional(),
  /**
   * Changes on every edit of this profile (its secret and, for the simulator, its dialect
   * included) and every time it is made active: a page names it with money it sends, and main
   * refuses money a page sends for a revision it no longer has.
   */
  revision: z.number().int().min(0),
});
export type Profile = z.infer<typeof Profile>;

export const ConnectionStage = z.enum([
  'ok',
  'no_secret',
  'dns',
  'connect',
  'tls',
  'timeout',
  'token_url',
  'credentials',
  'answer',
]);
export type ConnectionStage = z.infer<typeof ConnectionStage>;

/**
 * What was wrong once the token endpoint answered (or before anything was sent), so that the
 * screens can say it in their own language: `not_found` a 404/405 at the token URL, `redirect`
 * the token URL sends the request elsewhere, `not_json` / `no_token` a 2xx that is not a token,
 * `server_failed` a 5xx, `unexpected` any other status, `not_sent` no request left at all.
 */
export const ConnectionProblem = z.enum([
  'not_found',
  'redirect',
  'not_json',
  'no_token',
  'server_failed',
  'unexpected',
  'not_sent',
]);
export type ConnectionProblem = z.infer<typeof ConnectionProblem>;

export const ConnectionReport = z.object({
  ok: z.boolean(),
  stage: ConnectionStage,
  /**
   * Main's English sentence for the outcome, kept for logs and older callers; the screens word
   * the outcome themselves from the fields below.
   */
  message: z.string(),
  /**
   * For a failure before the token endpoint answered: the reason the screens translate, the host
   * it happened at, and the socket's own code (ENOTFOUND, a certificate's code…) as a detail.
   */
  reason: ErrorReason.optional(),
  host: z.string().optional(),
  detail: z.string().optional(),
  latencyMs: z.number().optional(),
  expiresInSeconds: z.number().optional(),
  /** The token URL the request went to (it never holds credentials: see `ServiceUrl`). */
  url: z.string().optional(),
  /** The client id that was sent; the secret never is part of a report. */
  clientId: z.string().optional(),
  /** The token endpoint's HTTP status, when it answered. */
  status: z.number().int().optional(),
  problem: ConnectionProblem.optional(),
  /**
   * The token endpoint's own words, redacted: its OAuth `error` (or `error_code`) and its
   * `error_description` (or `message`). Shown as the server's, quoted, never translated.
   */
  serverCode: z.string().optional(),
  serverText: z.string().optional(),
  /** `no_secret`: the secret was never set, or the saved one no longer decrypts. */
  missing: z.enum(['not_set', 'needs_reentry']).optional(),
});
export type ConnectionReport = z.infer<typeof ConnectionReport>;
