import type { ParsedInputOf } from '../../../shared/contract';
import { ok, type Result } from '../../../shared/result';
import type { SignInSummary } from '../../../shared/schemas/confirmation';
import type { Operator } from '../../../shared/schemas/operator';
import { ROLES } from '../../../shared/schemas/operator';
import type {
  ProviderRoleRow,
  SignInProviderInput,
  SignInProviderView,
} from '../../../shared/schemas/sign-in';
import type { ProductionConfirmer } from '../guard/confirmer';
import { DEFAULT_ROLES_CLAIM } from '../identity/oidc-session';
import type { SignInSettingsStore } from '../identity/sign-in-settings-store';
import type { Language } from '../../../shared/schemas/app';
import type { PersonLanguages } from '../words/languages';
import { wordsFor } from '../words/main-words';

export interface SignInHandlerDeps {
  /** The stored settings; `set` may also journal the change (runtime.ts) before it answers. */
  store: {
    view: SignInSettingsStore['view'];
    set(
      input: SignInProviderInput,
    ): Result<SignInProviderView> | Promise<Result<SignInProviderView>>;
  };
  confirmer: ProductionConfirmer;
  languages: PersonLanguages;
  /** Who asks, read at the ask: the person confirming checks it is them. */
  operator?: () => Operator;
}

/** The claim's values when no map is stored: the console's own role names. */
const DEFAULT_ROW_MAP: ProviderRoleRow[] = ROLES.map((role) => ({ value: role, role }));

/**
 * Settings → Sign-in provider. Whoever the provider says holds a role may use it here, moving
 * money included, so a change is main's to confirm with the person (Electron's own dialog, the
 * browser host's terminal code bound to these exact settings), never the page's to decide:
 * the page that asks is the one a hostile script would drive.
 */
export function signInHandlers(deps: SignInHandlerDeps) {
  return {
    'identity:provider': async () => ok(deps.store.view()),
    'identity:setProvider': async (
      input: ParsedInputOf<'identity:setProvider'>,
    ): Promise<Result<SignInProviderView>> => {
      const { confirmation, ...settings } = input;
      const language = deps.languages.of(deps.confirmer.caller());
      const summary = signInSummary(settings, deps.store.view(), language, deps.operator?.());
      const confirmed = await deps.confirmer.confirm(
        { channel: 'identity:setProvider', input: settings, language, summary },
        confirmation,
      );
      if (!confirmed.ok) return confirmed;
      return deps.store.set(settings);
    },
  };
}

/** The exact settings about to be stored, in main's words, and what differs from the stored. */
export function signInSummary(
  settings: SignInProviderInput,
  stored: SignInProviderView,
  language: Language,
  operator?: Operator,
): SignInSummary {
  const words = wordsFor(language).signIn;
  const claim = settings.roles_claim || DEFAULT_ROLES_CLAIM;
  const map = settings.role_map ?? DEFAULT_ROW_MAP;
  const had = stored.client_secret.state !== 'not_set';
  const secret: SignInSummary['secret']['state'] =
    settings.client_secret === undefined
      ? had
        ? 'kept'
        : 'none'
      : settings.client_secret === ''
        ? had
          ? 'removed'
          : 'none'
        : 'replaced';
  const changes: string[] = [];
  if (stored.issuer !== undefined) {
    const was = {
      issuer: stored.issuer,
      client_id: stored.client_id ?? '',
      roles_claim: stored.roles_claim || DEFAULT_ROLES_CLAIM,
    };
    const now = { issuer: settings.issuer, client_id: settings.client_id, roles_claim: claim };
    for (const field of ['issuer', 'client_id', 'roles_claim'] as const) {
      if (was[field] !== now[field]) changes.push(words.change(field, was[field], now[field]));
    }
    const key = (rows: readonly ProviderRoleRow[]) =>
      JSON.stringify(rows.map((r) => `${r.value}\n${r.role}`).sort());
    if (key(stored.role_map ?? DEFAULT_ROW_MAP) !== key(map)) changes.push(words.roleMapChanged);
  }
  return {
    kind: 'sign_in',
    operation: words.operation,
    issuer: settings.issuer,
    client_id: settings.client_id,
    roles_claim: claim,
    role_map: map.map(({ value, role }) => ({ value, role })),
    secret: { state: secret },
    ...(changes.length > 0 ? { changes } : {}),
    applies: words.applies,
    ...(operator ? { operator } : {}),
  };
}
