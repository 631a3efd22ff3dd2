import { fail, type Result } from '../../../shared/result';
import type { Language } from '../../../shared/schemas/app';
import type { Role } from '../../../shared/schemas/operator';
import {
  isRoleMapSummary,
  isSignInSummary,
  isTeamStoreSummary,
  type ConfirmationSummary,
  type RoleMapSummary,
  type SignInSummary,
  type TeamStoreSummary,
} from '../../../shared/schemas/confirmation';
import type { Caller } from '../words/languages';
import { wordsFor } from '../words/main-words';

/**
 * The exact operation main is about to perform, as a person sees it: on a production profile,
 * sending the audit trail to a team store, or changing how operators sign in.
 */
export interface ConfirmationRequest {
  /**
   * The channel asking: a money channel, `outcomes:retry`, `profiles:update`, `team:configure`,
   * `identity:setProvider`.
   */
  channel: string;
  /** The parsed input, without any code: what a code is bound to, with the profile below. */
  input: unknown;
  /**
   * Absent where no profile is involved (the team store: its destination is in the input).
   * `fingerprint` hashes every field of the resolved profile that changes what is sent.
   */
  profile?: { id: string; name: string; baseUrl: string; fingerprint: string };
  /** The language the summary is worded in, and the one the confirmer speaks. */
  language: Language;
  summary: ConfirmationSummary;
}

/**
 * Main's own way to ask the person at the keyboard, through a channel the page cannot reach
 * (Electron's native dialog, the browser host's terminal). `code` is whatever the page sent
 * back; an adapter that shows its own dialog ignores it. Confirmed is `ok`; anything else is a
 * `forbidden` failure whose `apiCode` says why (see CONFIRMATION_CODES).
 */
export interface ProductionConfirmer {
  /** Whose person this confirmer would ask now (the focused window, the host's page). */
  caller(): Caller | undefined;
  confirm(request: ConfirmationRequest, code: string | undefined): Promise<Result<void>>;
}

export const CONFIRMATION_CODES = {
  /** The person said no (Electron's dialog): nothing was sent. */
  declined: 'confirmation_declined',
  /** The browser host printed a code: the page asks the person to type it. */
  required: 'confirmation_required',
  wrong: 'confirmation_code_wrong',
  /** The browser host was not started with --allow-production. */
  notAllowed: 'production_not_allowed',
  /** Too many wrong codes in this run: a guessing page is shut out until a restart. */
  locked: 'confirmation_locked',
} as const;

export function declined({ summary, language }: ConfirmationRequest): Result<never> {
  const words = wordsFor(language);
  return fail(
    'forbidden',
    isTeamStoreSummary(summary)
      ? words.teamStore.declined(summary.operation, destinationLine(summary, language))
      : isSignInSummary(summary)
        ? words.signIn.declined(summary.operation, summary.issuer)
        : isRoleMapSummary(summary)
          ? words.roleMap.declined(summary.operation)
          : words.declined(summary.operation, summary.profile),
    { apiCode: CONFIRMATION_CODES.declined },
  );
}

/**
 * `console_writer@db.example.com:5432/payments, TLS, certificate and host name checked`: where
 * the trail would go, its TLS mode in the person's words.
 */
export function destinationLine({ destination: d }: TeamStoreSummary, language: Language): string {
  const tls = wordsFor(language).teamStore.tls(d.tls);
  return `${d.user}@${d.host}:${d.port}/${d.database}, ${tls}${d.ca ? ` (CA ${d.ca})` : ''}`;
}

/** `store-manager → Store manager, grp-admins → Administrator`: each value and the role it grants. */
export function roleMapLine(summary: SignInSummary, language: Language): string {
  const roles = wordsFor(language).signIn.role;
  return summary.role_map.map(({ value, role }) => `${value} → ${roles[role]}`).join(', ');
}

/** Each operation whose roles change, before and after, in main's words. */
export function roleMapChangeLines(summary: RoleMapSummary, language: Language): string[] {
  const words = wordsFor(language);
  const roles = (list: readonly Role[]) =>
    list.length > 0
      ? list.map((role) => words.signIn.role[role]).join(', ')
      : words.roleMap.noRoles;
  return summary.changes.map((c) =>
    words.roleMap.change(c.channel, roles(c.before), roles(c.after)),
  );
}
