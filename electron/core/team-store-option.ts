import { teamStoreUrlProblem } from '../../shared/schemas/team';
import { redactText } from './redact';

export const TEAM_STORE_ENV = 'PAYMENTS_CONSOLE_TEAM_STORE';

/** A team store given by the host rather than in Settings: it wins over Settings for this run. */
export interface TeamStoreOption {
  url: string;
  source: 'flag' | 'environment';
}

/**
 * `--team-store URL` or `PAYMENTS_CONSOLE_TEAM_STORE`, the flag winning. A URL the console would
 * refuse in Settings (no TLS to another machine) is refused here too, before anything starts; the
 * message quotes the URL without its password, since it goes to a terminal.
 */
export function teamStoreOption(
  flag: string | undefined,
  env: NodeJS.ProcessEnv,
): TeamStoreOption | undefined {
  const fromFlag = flag?.trim();
  const fromEnv = env[TEAM_STORE_ENV]?.trim();
  const url = fromFlag || fromEnv;
  if (!url) return undefined;
  const source = fromFlag ? 'flag' : 'environment';
  const problem = teamStoreUrlProblem(url);
  if (problem) {
    const where = source === 'flag' ? '--team-store' : TEAM_STORE_ENV;
    throw new Error(`${where} “${withoutPassword(url)}”: ${problem}`);
  }
  return { url, source };
}

/** The URL for people (a terminal, a log line): the password taken out, not masked in place. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    return parsed.href;
  } catch {
    return redactText(url);
  }
}
