/**
 * English messages. The key set is the reference: `es.ts` must have exactly the same keys (a test
 * fails otherwise). Interpolations use i18next's `{{name}}`; plurals `_one` / `_other`.
 */
export const en = {
  language: {
    label: 'Language',
    system: 'As the system ({{language}})',
    en: 'English',
    es: 'Español',
  },
  time: {
    justNow: 'just now',
  },
} as const;
