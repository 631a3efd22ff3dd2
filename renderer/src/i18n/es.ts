import type { Messages } from './messages';

/** Spanish messages: the console's market is Latin America, and so are many store managers. */
export const es: Messages = {
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
