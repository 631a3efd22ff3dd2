import type { i18n as I18n } from 'i18next';
import { z } from 'zod';
import { LANGUAGES, type Language } from './messages';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['localeError']>>[0];

/*
 * The product's own words for the built-in issues a form can hit (a text too long or left empty,
 * a number out of range, a missing field, a malformed value), as the cardholder name says "At
 * most 64 characters"; anything rarer keeps Zod's wording in the same language.
 */
const WORDS = {
  en: {
    fillIn: 'Fill in this field',
    atMostChars: 'At most {{n}} characters',
    atLeastChars: 'At least {{n}} characters',
    atMost: 'At most {{n}}',
    lessThan: 'Less than {{n}}',
    atLeast: 'At least {{n}}',
    moreThan: 'More than {{n}}',
    email: 'Enter an email address, e.g. ana@example.com',
    format: 'This is not written the expected way',
  },
  es: {
    fillIn: 'Complete este campo',
    atMostChars: 'Como máximo {{n}} caracteres',
    atLeastChars: 'Como mínimo {{n}} caracteres',
    atMost: 'Como máximo {{n}}',
    lessThan: 'Menos de {{n}}',
    atLeast: 'Como mínimo {{n}}',
    moreThan: 'Más de {{n}}',
    email: 'Escriba una dirección de correo, p. ej. ana@example.com',
    format: 'Esto no está escrito de la forma esperada',
  },
} as const satisfies Record<Language, Record<string, string>>;

type Word = keyof (typeof WORDS)['en'];

/** The product's words for an issue, or undefined to leave it to Zod's locale. */
function productWords(issue: Issue, language: Language): string | undefined {
  const say = (word: Word, n?: unknown) => WORDS[language][word].replace('{{n}}', String(n));
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? say('fillIn') : undefined;
    case 'too_big':
      if (issue.origin === 'string') return say('atMostChars', issue.maximum);
      if (issue.origin === 'number' || issue.origin === 'int') {
        return say(issue.inclusive === false ? 'lessThan' : 'atMost', issue.maximum);
      }
      return undefined;
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1 ? say('fillIn') : say('atLeastChars', issue.minimum);
      }
      if (issue.origin === 'number' || issue.origin === 'int') {
        return say(issue.inclusive === false ? 'moreThan' : 'atLeast', issue.minimum);
      }
      return undefined;
    case 'invalid_format':
      return issue.format === 'email' ? say('email') : say('format');
    default:
      return undefined;
  }
}

const ZOD_LOCALES: Record<Language, () => Parameters<typeof z.config>[0]> = {
  en: z.locales.en,
  es: z.locales.es,
};

function wordsFor(language: Language): Parameters<typeof z.config>[0] {
  const zods = ZOD_LOCALES[language]()?.localeError;
  return {
    localeError: (issue) => productWords(issue, language) ?? zods?.(issue),
  };
}

/**
 * A Zod built-in issue that no shared schema words itself (too_small, invalid_type…) is worded
 * from its code and params in the language this page shows, now and on every change; the
 * schemas' own messages take precedence and are the validation area's. Process-wide, so only
 * the app calls it, not each test's i18n instance.
 */
export function zodFollowsTheLanguage(i18n: I18n): () => void {
  const follow = (chosen: string) => {
    const language = LANGUAGES.find((l) => l === chosen) ?? 'en';
    z.config(wordsFor(language));
  };
  follow(i18n.language);
  i18n.on('languageChanged', follow);
  return () => {
    i18n.off('languageChanged', follow);
    z.config(ZOD_LOCALES.en());
  };
}
