/*
 * What a team store role may do beyond what a console needs, each as a code that crosses IPC and
 * the words both languages say it with: main's log line reads the English list, the page lists
 * the same codes in the person's language. Zod-free, like the reason words.
 */

export const GRANT_POWERS = ['superuser', 'owner', 'update', 'delete', 'truncate'] as const;
export type GrantPower = (typeof GRANT_POWERS)[number];

export const GRANT_POWER_WORDS: {
  en: Record<GrantPower, string>;
  es: Record<GrantPower, string>;
} = {
  en: {
    superuser: 'is a superuser',
    owner: 'owns the audit table',
    update: 'may UPDATE',
    delete: 'may DELETE',
    truncate: 'may TRUNCATE',
  },
  es: {
    superuser: 'es superusuario',
    owner: 'es dueño de la tabla de auditoría',
    update: 'puede hacer UPDATE',
    delete: 'puede hacer DELETE',
    truncate: 'puede hacer TRUNCATE',
  },
};

/** The codes a `powers` param carries, in order; anything else is dropped. */
export function grantPowersOf(codes: string | undefined): GrantPower[] {
  const named = new Set((codes ?? '').split(','));
  return GRANT_POWERS.filter((power) => named.has(power));
}
