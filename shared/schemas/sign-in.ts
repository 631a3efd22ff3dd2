import { z } from 'zod';
import { fieldReason } from '../validation-words';
import { HTTPS_REQUIRED_MESSAGE, isLoopbackHost, SecretState } from './profile';

// shared/ compiles without DOM or Node types; WHATWG URL exists in both runtimes.
declare const URL: new (input: string) => { protocol: string; hostname: string };

/**
 * A provider's issuer, kept exactly as typed: the provider's discovery document must name the
 * same string, trailing slash included. https, or plain http only on this machine.
 */
export const IssuerUrl = z
  .string({ error: fieldReason('enterUrl') })
  .trim()
  .min(1, fieldReason('enterUrl'))
  .max(2048, fieldReason('urlTooLong'))
  .superRefine((text, ctx) => {
    let url: { protocol: string; hostname: string };
    try {
      url = new URL(text);
    } catch {
      ctx.addIssue({ code: 'custom', message: fieldReason('fullUrl') });
      return;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: fieldReason('httpsUrl') });
    } else if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
      ctx.addIssue({ code: 'custom', message: HTTPS_REQUIRED_MESSAGE });
    }
  });

/**
 * The OpenID provider an administrator sets for this installation. The client secret is
 * write-only: absent keeps the one stored, empty removes it; it is never sent back.
 */
export const SignInProviderInput = z.object({
  issuer: IssuerUrl,
  client_id: z
    .string()
    .trim()
    .min(1, fieldReason('enterClientId'))
    .max(200, fieldReason('clientIdTooLong')),
  client_secret: z.string().max(4096).optional(),
  roles_claim: z.string().trim().max(100).optional(),
});
export type SignInProviderInput = z.infer<typeof SignInProviderInput>;

/** What the page may read of it: never the secret, only whether one is stored. */
export const SignInProviderView = z.object({
  issuer: z.string().optional(),
  client_id: z.string().optional(),
  roles_claim: z.string().optional(),
  client_secret: SecretState,
});
export type SignInProviderView = z.infer<typeof SignInProviderView>;

/** The settings file in the data folder: no secret in it, ever. */
export type StoredSignInProvider = z.infer<typeof StoredSignInProvider>;
export const StoredSignInProvider = z.object({
  v: z.literal(1),
  issuer: IssuerUrl,
  client_id: z.string().min(1),
  roles_claim: z.string().optional(),
});
