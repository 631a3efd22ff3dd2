import type { ParsedInputOf } from '../../../shared/contract';
import { ok } from '../../../shared/result';
import type { AppInfo } from '../../../shared/schemas/app';
import type { Caller, PersonLanguages } from '../words/languages';

/** The console itself: its version and paths, and the language each window shows. */
export function appHandlers(info: () => AppInfo, languages: PersonLanguages) {
  return {
    'app:info': async () => ok(info()),
    // Main's own words (the production dialog, the terminal) follow the window that asked.
    'app:setLanguage': async (input: ParsedInputOf<'app:setLanguage'>, caller?: Caller) => {
      if (caller !== undefined) languages.set(caller, input.language);
      return ok({ language: input.language });
    },
  };
}
