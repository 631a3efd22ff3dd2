import type { i18n as I18n } from 'i18next';
import { z } from 'zod';
import { LANGUAGES, type Language } from './messages';

const ZOD_WORDS: Record<Language, () => Parameters<typeof z.config>[0]> = {
  en: z.locales.en,
  es: z.locales.es,
};

/**
 * A Zod built-in issue that no shared schema words itself (too_small, invalid_type…) is worded
 * by Zod from its code and params in the language this page shows, now and on every change;
 * the schemas' own messages take precedence and are the validation area's. Process-wide, so
 * only the app calls it, not each test's i18n instance.
 */
export function zodFollowsTheLanguage(i18n: I18n): () => void {
  const follow = (chosen: string) => {
    const language = LANGUAGES.find((l) => l === chosen) ?? 'en';
    z.config(ZOD_WORDS[language]());
  };
  follow(i18n.language);
  i18n.on('languageChanged', follow);
  return () => {
    i18n.off('languageChanged', follow);
    z.config(ZOD_WORDS.en());
  };
}
