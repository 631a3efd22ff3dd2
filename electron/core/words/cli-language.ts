import { homedir } from 'node:os';
import { join } from 'node:path';
import { LANGUAGE_CODES } from '../../../shared/language-hint';
import type { Language } from '../../../shared/schemas/app';
import { RememberedLanguage } from './remembered-language';

type Env = Readonly<Record<string, string | undefined>>;

/** The browser host's data folder when none is given (`--data-dir`). */
export function defaultDataFolder(env: Env): string {
  return join(env.XDG_DATA_HOME ?? join(homedir(), '.local', 'share'), 'payments-console');
}

/** The terminal's own language, as POSIX ranks its settings: `es_CO.UTF-8` is Spanish. */
export function localeLanguage(env: Env): Language | undefined {
  const tag = env.LC_ALL || env.LC_MESSAGES || env.LANG;
  const code = tag?.slice(0, 2).toLowerCase();
  return LANGUAGE_CODES.find((c) => c === code);
}

/**
 * What a command line speaks: the language the console was last shown in, which is the person's
 * own choice, else the terminal's, else English. A team's owner who runs the console in Spanish
 * reads `team:migrate` in Spanish too.
 */
export function cliLanguage(env: Env, dataFolder = defaultDataFolder(env)): Language {
  return new RememberedLanguage(dataFolder).current() ?? localeLanguage(env) ?? 'en';
}
