import type { Catalog } from '../messages';

/**
 * Words every area uses. Each area keeps its messages in a file like this one, English and
 * Spanish side by side, so a missing translation is seen where the text is written.
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

export const es: Catalog<typeof en> = {
  language: {
    label: 'Idioma',
    system: 'Como el sistema ({{language}})',
    en: 'English',
    es: 'Español',
  },
  time: {
    justNow: 'ahora mismo',
  },
};
