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
    /** A language named in a sentence of the chosen one: each option names itself instead. */
    named: { en: 'English', es: 'Spanish' },
  },
  time: {
    justNow: 'just now',
  },
  unexpected: {
    mark: 'unexpected shape',
    title:
      'The API sent this in a shape the console does not know; it is shown as sent. The raw JSON has the whole answer.',
    list: 'The API answered the list of {{what}} without a list:',
  },
  /** The API's codes the first screen (the instrument list) shows; the rest are money's. */
  apiValue: { ACTIVE: 'ACTIVE', INACTIVE: 'INACTIVE' },
} as const;

export const es: Catalog<typeof en> = {
  language: {
    label: 'Idioma',
    system: 'Como el sistema ({{language}})',
    en: 'English',
    es: 'Español',
    named: { en: 'inglés', es: 'español' },
  },
  time: {
    justNow: 'ahora mismo',
  },
  unexpected: {
    mark: 'forma inesperada',
    title:
      'La API envió esto con una forma que la consola no conoce; se muestra tal como llegó. El JSON sin procesar tiene la respuesta completa.',
    list: 'La API respondió la lista de {{what}} sin una lista:',
  },
  apiValue: { ACTIVE: 'activo', INACTIVE: 'inactivo' },
};
