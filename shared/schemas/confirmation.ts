import { z } from 'zod';
import { Operator, Role } from './operator';
import { fieldReason } from '../validation-words';

/**
 * What a person must see before main lets a production operation go (or a production profile
 * be weakened). Main builds it from the exact request it is about to send; the page only
 * displays it, and never receives anything that would let it confirm on the person's behalf.
 */
export const ProductionSummary = z.object({
  /** For people: "Payment authorization", "Refund of a transaction", "Weaken a profile". */
  operation: z.string(),
  profile: z.string(),
  base_url: z.string(),
  amount: z.object({ value: z.number(), currency: z.string() }).optional(),
  target: z.string(),
  last_four: z.string().optional(),
  /** Profile changes that lower its protection: "Production off", "Base URL → …". */
  changes: z.array(z.string()).optional(),
  /**
   * False where `changes` change what a profile sends but lower no protection (a name, a
   * header): the dialogs then warn of real money, not of a weaker profile. Absent: as `changes`.
   */
  weakens: z.boolean().optional(),
  /**
   * Who asks, as the provider said it or the local operator not verified: the person confirming
   * checks it is them. Main fills it; absent only where no session is known (a test's gate).
   */
  operator: Operator.optional(),
});
export type ProductionSummary = z.infer<typeof ProductionSummary>;

/** Where a team store connection sends the audit trail, as main read it from the URL. */
export const TeamStoreDestination = z.object({
  host: z.string(),
  port: z.number().int(),
  database: z.string(),
  user: z.string(),
  /** The URL's sslmode, or `none` (only a server on this machine may go without TLS). */
  tls: z.string(),
  /** The `sslrootcert` file whose CA the server's certificate must chain to, when one is named. */
  ca: z.string().optional(),
});
export type TeamStoreDestination = z.infer<typeof TeamStoreDestination>;

/**
 * What a person must see before this console's audit trail goes to a team store it did not go
 * to before (or over weaker TLS): the destination, and what will be shipped there. A page that
 * could point shipping elsewhere on its own would receive every operator, id and amount.
 */
export const TeamStoreSummary = z.object({
  kind: z.literal('team_store'),
  /** For people: "Ship the audit trail to a team store", "… to another team store". */
  operation: z.string(),
  destination: TeamStoreDestination,
  /** This console's name in the store. */
  console: z.string(),
  /** What goes there, in main's words. */
  ships: z.string(),
  /** What differs from where it shipped until now: "Host a → b", "TLS verify-full → verify-ca". */
  changes: z.array(z.string()).optional(),
});
export type TeamStoreSummary = z.infer<typeof TeamStoreSummary>;

/**
 * What a person must see before this installation signs in with another provider, or reads its
 * roles otherwise: whoever that provider says holds a role may move money. Main words it from
 * the exact settings it is about to store; the secret is said only as kept, replaced or removed.
 */
export const SignInSummary = z.object({
  kind: z.literal('sign_in'),
  /** For people: "Change how operators sign in". */
  operation: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  /** The claim read for roles, the default one named when none is set. */
  roles_claim: z.string(),
  /** Each provider value and the console's role it grants, as stored. */
  role_map: z.array(z.object({ value: z.string(), role: Role })),
  /** What becomes of the client secret, never the secret itself. */
  secret: z.object({ state: z.enum(['none', 'kept', 'replaced', 'removed']) }),
  /** What differs from the stored settings, in main's words: "Issuer a → b". */
  changes: z.array(z.string()).optional(),
  /** When it applies, in main's words (the next start: main reads it there). */
  applies: z.string(),
  operator: Operator.optional(),
});
export type SignInSummary = z.infer<typeof SignInSummary>;

/**
 * What a person must see before the role map changes: which roles may use which operation,
 * moving money included. Main plans it from the exact edit against the map in force.
 */
export const RoleMapSummary = z.object({
  kind: z.literal('role_map'),
  /** For people: "Change the role map". */
  operation: z.string(),
  changes: z.array(z.object({ channel: z.string(), before: z.array(Role), after: z.array(Role) })),
  operator: Operator.optional(),
});
export type RoleMapSummary = z.infer<typeof RoleMapSummary>;

export const ConfirmationSummary = z.union([
  ProductionSummary,
  TeamStoreSummary,
  SignInSummary,
  RoleMapSummary,
]);
export type ConfirmationSummary = z.infer<typeof ConfirmationSummary>;

export function isTeamStoreSummary(summary: ConfirmationSummary): summary is TeamStoreSummary {
  return 'kind' in summary && summary.kind === 'team_store';
}

export function isSignInSummary(summary: ConfirmationSummary): summary is SignInSummary {
  return 'kind' in summary && summary.kind === 'sign_in';
}

export function isRoleMapSummary(summary: ConfirmationSummary): summary is RoleMapSummary {
  return 'kind' in summary && summary.kind === 'role_map';
}

/** Money or a production profile: what the browser host lets through only with --allow-production. */
export function isProductionSummary(summary: ConfirmationSummary): summary is ProductionSummary {
  return !('kind' in summary);
}

/**
 * The browser host's answer while it waits for the code it printed in its terminal: the
 * summary to show beside the code field, and how long the code lives. Never the code itself.
 */
export const ConfirmationPrompt = z.object({
  summary: ConfirmationSummary,
  expires_at: z.string(),
  tries_left: z.number().int().min(0),
});
export type ConfirmationPrompt = z.infer<typeof ConfirmationPrompt>;

/** The six digits the browser host prints in its terminal, typed back by the person. */
export const ConfirmationCode = z.string().regex(/^\d{6}$/, fieldReason('sixDigits'));
