import { join } from 'node:path';
import { ok, type Result } from '../../../shared/result';
import {
  StoredSignInProvider,
  type SignInProviderInput,
  type SignInProviderView,
} from '../../../shared/schemas/sign-in';
import { ensureDir, moveAside, readJsonFile, writeFileAtomic } from '../fs/atomic-file';
import { logError } from '../log';
import type { SecretCipher } from '../secrets/cipher';
import { SealedSecretStore } from '../secrets/sealed-store';
import type { OidcSettings } from './oidc-session';

const SECRET_KEY = 'oidc-provider';

/**
 * The OpenID provider this installation signs in with, as an administrator set it: the issuer,
 * client id and roles claim in `sign-in.json`, the client secret sealed by the same keyring as
 * the API profiles' secrets (in `sign-in/secrets.json`), never in the settings file and never
 * sent back to the page. A launch's flags or environment win over it for that launch.
 */
export class SignInSettingsStore {
  private readonly file: string;
  private readonly secrets: SealedSecretStore;

  constructor(
    private readonly dataDir: string,
    cipher: SecretCipher,
  ) {
    this.file = join(dataDir, 'sign-in.json');
    this.secrets = new SealedSecretStore(join(dataDir, 'sign-in'), cipher);
  }

  private stored(): StoredSignInProvider | undefined {
    const read = readJsonFile(this.file);
    if (read.kind === 'missing') return undefined;
    const parsed = read.kind === 'ok' ? StoredSignInProvider.safeParse(read.value) : undefined;
    if (parsed?.success) return parsed.data;
    // Kept for whoever investigates; meanwhile no provider from here, never a guessed one.
    logError('sign-in settings unreadable', moveAside(this.file));
    return undefined;
  }

  view(): SignInProviderView {
    const stored = this.stored();
    return {
      ...(stored
        ? {
            issuer: stored.issuer,
            client_id: stored.client_id,
            ...(stored.roles_claim ? { roles_claim: stored.roles_claim } : {}),
            ...(stored.role_map ? { role_map: stored.role_map } : {}),
          }
        : {}),
      client_secret: this.secrets.state(SECRET_KEY),
    };
  }

  set(input: SignInProviderInput): Result<SignInProviderView> {
    ensureDir(this.dataDir);
    const stored: StoredSignInProvider = {
      v: 1,
      issuer: input.issuer,
      client_id: input.client_id,
      ...(input.roles_claim ? { roles_claim: input.roles_claim } : {}),
      ...(input.role_map ? { role_map: input.role_map } : {}),
    };
    writeFileAtomic(this.file, JSON.stringify(stored, null, 2));
    if (input.client_secret === '') this.secrets.clear(SECRET_KEY);
    else if (input.client_secret !== undefined) {
      ensureDir(join(this.dataDir, 'sign-in'));
      this.secrets.set(SECRET_KEY, input.client_secret);
    }
    return ok(this.view());
  }

  /** The provider to sign in with at start, its secret unsealed; none when not set. */
  settings(): OidcSettings | undefined {
    const stored = this.stored();
    if (!stored) return undefined;
    const secret =
      this.secrets.state(SECRET_KEY).state === 'not_set'
        ? undefined
        : this.secrets.reveal(SECRET_KEY);
    return {
      issuer: stored.issuer,
      clientId: stored.client_id,
      ...(secret?.ok ? { clientSecret: secret.value } : {}),
      ...(stored.roles_claim ? { rolesClaim: stored.roles_claim } : {}),
      ...(stored.role_map
        ? { roleMap: Object.fromEntries(stored.role_map.map((row) => [row.value, row.role])) }
        : {}),
    };
  }
}
