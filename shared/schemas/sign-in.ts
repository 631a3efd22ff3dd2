import { z } from 'zod';
import { fieldReason } from '../validation-words';
import { Role } from './operator';
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

/** A claim's name in the ID token: `roles`, `groups`, `realm_access`… */
export const RolesClaimName = z
  .string()
  .trim()
  .max(100, fieldReason('rolesClaimTooLong'))
  .refine((name) => !/\s/.test(name), fieldReason('rolesClaimSpaces'));

/** One value the provider puts in the roles claim, and the console's role it grants. */
export const ProviderRoleRow = z.object({
  value: z
    .string()
    .trim()
    .min(1, fieldReason('enterRoleValue'))
    .max(200, fieldReason('roleValueTooLong'))
    .refine((value) => !/\s/.test(value), fieldReason('roleValueSpaces')),
  role: Role,
});
export type ProviderRoleRow = z.infer<typeof ProviderRoleRow>;

/**
 * How the claim's values map to the console's roles: a value the list does not name grants
 * nothing, and one value grants one role, so a value listed twice is refused at its row.
 */
export const ProviderRoleMap = z
  .array(ProviderRoleRow)
  .min(1, fieldReason('atLeastOneRoleValue'))
  .max(50, fieldReason('roleValuesTooMany'))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.value)) {
        ctx.addIssue({
          code: 'custom',
          message: fieldReason('roleValueTwice'),
          path: [index, 'value'],
        });
      }
      seen.add(row.value);
    });
  });

/** A client secret as typed: one line, as a provider issues it. */
export const ProviderClientSecret = z
  .string()
  .max(4096, fieldReason('secretTooLong'))
  .refine((s) => !/[\r\n\0]/.test(s), fieldReason('secretLineBreaks'));

/**
 * The OpenID provider an administrator sets for this installation. The client secret is
 * write-only: absent keeps the one stored, empty removes it; it is never sent back. Without a
 * role map the claim's values are the console's own role names.
 */
export const SignInProviderInput = z.object({
  issuer: IssuerUrl,
  client_id: z
    .string()
    .trim()
    .min(1, fieldReason('enterClientId'))
    .max(200, fieldReason('clientIdTooLong')),
  client_secret: ProviderClientSecret.optional(),
  roles_claim: RolesClaimName.optional(),
  role_map: ProviderRoleMap.optional(),
});
export type SignInProviderInput = z.infer<typeof SignInProviderInput>;

/** What the page may read of it: never the secret, only whether one is stored. */
export const SignInProviderView = z.object({
  issuer: z.string().optional(),
  client_id: z.string().optional(),
  roles_claim: z.string().optional(),
  role_map: z.array(ProviderRoleRow).optional(),
  client_secret: SecretState,
  /**
   * The provider this launch signs in with when its flags or environment name one: those win
   * over the stored settings for the launch, so the page says which is in force.
   */
  launch: z
    .object({ issuer: z.string(), client_id: z.string(), roles_claim: z.string() })
    .optional(),
});
export type SignInProviderView = z.infer<typeof SignInProviderView>;

/** What Settings does with the stored client secret: it is never shown, only replaced or removed. */
export const SecretChoice = z.enum(['keep', 'replace', 'clear']);
export type SecretChoice = z.infer<typeof SecretChoice>;

/**
 * Settings' form for the provider: the input's fields, the secret as a choice and a field that
 * counts only when replacing, and the role map always as rows, so every field has its own error.
 */
export const SignInProviderForm = SignInProviderInput.omit({ client_secret: true })
  .extend({
    role_map: ProviderRoleMap,
    secret_choice: SecretChoice,
    client_secret: ProviderClientSecret,
  })
  .superRefine((form, ctx) => {
    if (form.secret_choice === 'replace' && form.client_secret.length === 0) {
      ctx.addIssue({
        code: 'custom',
        message: fieldReason('enterSecret'),
        path: ['client_secret'],
      });
    }
  });
export type SignInProviderForm = z.infer<typeof SignInProviderForm>;

/** What the form sends: the secret only when replaced, empty when removed, else nothing. */
export function providerInputOf(form: SignInProviderForm): SignInProviderInput {
  const { secret_choice, client_secret, roles_claim, ...rest } = form;
  return {
    ...rest,
    ...(roles_claim ? { roles_claim } : {}),
    ...(secret_choice === 'replace' ? { client_secret } : {}),
    ...(secret_choice === 'clear' ? { client_secret: '' } : {}),
  };
}

/** The settings file in the data folder: no secret in it, ever. */
export type StoredSignInProvider = z.infer<typeof StoredSignInProvider>;
export const StoredSignInProvider = z.object({
  v: z.literal(1),
  issuer: IssuerUrl,
  client_id: z.string().min(1),
  roles_claim: z.string().optional(),
  /** Absent in files written before it existed: the claim's values are the role names. */
  role_map: z.array(ProviderRoleRow).optional(),
});

/**
 * What the journal records of a change of the sign-in provider (its request body): the settings
 * stored, and whether the client secret changed, never the secret itself. Read tolerantly on
 * screens: a body that does not read shows nothing extra.
 */
export const JournaledSignInProviderChange = z.object({
  issuer: z.string(),
  client_id: z.string(),
  roles_claim: z.string(),
  secret_changed: z.boolean(),
});
export type JournaledSignInProviderChange = z.infer<typeof JournaledSignInProviderChange>;
