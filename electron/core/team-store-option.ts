import { readFileSync } from 'node:fs';
import { teamStoreUrlProblem } from '../../shared/schemas/team';
import { fieldText } from '../../shared/validation-words';
import { redactText } from './redact';
import { readStoreUrl } from './team/connection';

import { TEAM_STORE_ENV, TEAM_STORE_PASSWORD_ENV } from './team-store-env';

export { TEAM_STORE_ENV, TEAM_STORE_PASSWORD_ENV };

/** A team store given by the host rather than in Settings: it wins over Settings for this run. */
export interface TeamStoreOption {
  url: string;
  source: 'flag' | 'environment';
  /** From a file, the environment, or a prompt: never from a command line. */
  password?: string;
}

/**
 * `--team-store URL` or `PAYMENTS_CONSOLE_TEAM_STORE`, the flag winning. A URL the console would
 * refuse in Settings (no TLS to another machine) is refused here too, before anything starts; the
 * message quotes the URL without its password, since it goes to a terminal. A command line is
 * readable by every user of the machine (`ps`, /proc), so a flag's URL may not hold a password:
 * it comes from `passwordFile`, PAYMENTS_CONSOLE_TEAM_STORE_PASSWORD or PGPASSWORD instead (or,
 * only in the variable, which is private to its process, the URL).
 */
export function teamStoreOption(
  flag: string | undefined,
  env: NodeJS.ProcessEnv,
  passwordFile?: string,
): TeamStoreOption | undefined {
  const fromFlag = flag?.trim();
  const fromEnv = env[TEAM_STORE_ENV]?.trim();
  const url = fromFlag || fromEnv;
  if (!url) return undefined;
  const source = fromFlag ? 'flag' : 'environment';
  const where = source === 'flag' ? '--team-store' : TEAM_STORE_ENV;
  const problem = teamStoreUrlProblem(url);
  if (problem) {
    // The schema names its reason; a terminal reads main's English.
    throw new Error(`${where} “${withoutPassword(url)}”: ${fieldText(problem)}`);
  }
  const inUrl = passwordIn(url);
  if (source === 'flag' && inUrl !== undefined) {
    throw new Error(
      `--team-store “${withoutPassword(url)}”: a password on the command line can be read by every user of this machine. ` +
        `Give it in ${TEAM_STORE_PASSWORD_ENV} (or PGPASSWORD), in a file with --team-store-password-file FILE, or type it when asked.`,
    );
  }
  const password =
    (passwordFile !== undefined ? readPasswordFile(passwordFile) : undefined) ??
    nonEmpty(env[TEAM_STORE_PASSWORD_ENV]) ??
    nonEmpty(env.PGPASSWORD) ??
    inUrl;
  return { url, source, ...(password !== undefined ? { password } : {}) };
}

/** The file's first line: editors and `echo` end it with a newline that is no part of it. */
function readPasswordFile(path: string): string {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(
      `--team-store-password-file “${path}” cannot be read (${(error as NodeJS.ErrnoException).code ?? 'error'})`,
      { cause: error },
    );
  }
  const password = text.split(/\r?\n/)[0] ?? '';
  if (password === '') throw new Error(`--team-store-password-file “${path}” is empty`);
  return password;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

function passwordIn(url: string): string | undefined {
  try {
    return readStoreUrl(url).password || undefined;
  } catch {
    return undefined;
  }
}

/** The URL for people (a terminal, a log line): the password taken out, not masked in place. */
export function withoutPassword(url: string): string {
  try {
    const parsed = new URL(url);
    parsed.password = '';
    // libpq takes `?password=` too.
    parsed.searchParams.delete('password');
    parsed.searchParams.delete('sslpassword');
    return parsed.href;
  } catch {
    return redactText(url);
  }
}
