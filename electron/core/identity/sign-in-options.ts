import type { OidcSettings } from './oidc-session';

/** The environment's names for what the host's `--oidc-*` flags say. */
export const OIDC_ENV = {
  issuer: 'PAYMENTS_CONSOLE_OIDC_ISSUER',
  clientId: 'PAYMENTS_CONSOLE_OIDC_CLIENT_ID',
  rolesClaim: 'PAYMENTS_CONSOLE_OIDC_ROLES_CLAIM',
  clientSecret: 'PAYMENTS_CONSOLE_OIDC_CLIENT_SECRET',
  idleLockMin: 'PAYMENTS_CONSOLE_IDLE_LOCK_MIN',
} as const;

export interface SignInFlags {
  'oidc-issuer'?: string;
  'oidc-client-id'?: string;
  /** The name of a variable holding the secret: a flag's value would show in `ps`. */
  'oidc-client-secret-env'?: string;
  'oidc-roles-claim'?: string;
  'idle-lock-min'?: string;
}

/**
 * The provider and the idle lock from the host's flags, else the environment. A provider needs
 * both its issuer and its client id: one without the other is refused by name, never run as the
 * local operator by mistake.
 */
export function signInOptions(
  flags: SignInFlags,
  env: NodeJS.ProcessEnv,
): { oidc?: OidcSettings; idleLockMinutes?: number } {
  const issuer = flags['oidc-issuer'] ?? env[OIDC_ENV.issuer];
  const clientId = flags['oidc-client-id'] ?? env[OIDC_ENV.clientId];
  const idle = flags['idle-lock-min'] ?? env[OIDC_ENV.idleLockMin];
  let idleLockMinutes: number | undefined;
  if (idle !== undefined) {
    idleLockMinutes = Number(idle);
    if (!Number.isFinite(idleLockMinutes) || idleLockMinutes <= 0 || idleLockMinutes > 15) {
      throw new Error(
        `--idle-lock-min must be a number of minutes above 0, at most 15, not “${idle}”`,
      );
    }
  }
  if (issuer === undefined && clientId === undefined) {
    return idleLockMinutes === undefined ? {} : { idleLockMinutes };
  }
  if (!issuer || !clientId) {
    throw new Error('--oidc-issuer and --oidc-client-id go together: give both, or neither');
  }
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`--oidc-issuer must be the provider's https address, not “${issuer}”`);
  }
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
  if (url.protocol !== 'https:' && !(loopback && url.protocol === 'http:')) {
    throw new Error(`--oidc-issuer must be https (plain http only on loopback), not “${issuer}”`);
  }
  const secretVar = flags['oidc-client-secret-env'];
  const clientSecret = secretVar ? env[secretVar] : env[OIDC_ENV.clientSecret];
  if (secretVar && !clientSecret) {
    throw new Error(`--oidc-client-secret-env names ${secretVar}, which is not set`);
  }
  const rolesClaim = flags['oidc-roles-claim'] ?? env[OIDC_ENV.rolesClaim];
  return {
    oidc: {
      issuer,
      clientId,
      ...(clientSecret ? { clientSecret } : {}),
      ...(rolesClaim ? { rolesClaim } : {}),
    },
    ...(idleLockMinutes === undefined ? {} : { idleLockMinutes }),
  };
}
