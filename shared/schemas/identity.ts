import { z } from 'zod';
import { Operator, Role } from './operator';

/**
 * Who is at the console as the page may know it: never a token. `local`: no provider is
 * configured; `oidc`: the company's provider signs people in.
 */
export const IdentityState = z.object({
  mode: z.enum(['local', 'oidc']),
  signedIn: z.boolean(),
  /** Locked after the idle time: main refuses every call until sign-in (or, local, the name). */
  locked: z.boolean(),
  operator: Operator.optional(),
  roles: z.array(Role),
  idleLockMinutes: z.number().positive(),
  /** `oidc`: the provider's issuer, so the sign-in screen names where the person signs in. */
  provider: z.string().optional(),
});
export type IdentityState = z.infer<typeof IdentityState>;

export const SignInStart = z.object({
  url: z.url(),
  /** Main opened it in the person's own browser (the desktop app): the page stays where it is. */
  external: z.boolean().optional(),
});
export type SignInStart = z.infer<typeof SignInStart>;

/** The local operator's answer at the lock screen: the name the header shows. */
export const LocalUnlockInput = z.object({ name: z.string().trim().min(1).max(200) });
