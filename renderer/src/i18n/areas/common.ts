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
  /**
   * The API's own codes, in the person's language, with the code on hover (`ApiValue`). English
   * screens keep the codes QA reads against the API's reference.
   */
  apiValue: {
    SALE: 'SALE',
    PREAUTHORIZATION: 'PREAUTHORIZATION',
    MANUAL: 'MANUAL',
    AUTOMATIC: 'AUTOMATIC',
    CUSTOMER: 'CUSTOMER',
    MERCHANT: 'MERCHANT',
    ATTENDED: 'ATTENDED',
    UNATTENDED: 'UNATTENDED',
    ACTIVE: 'ACTIVE',
    INACTIVE: 'INACTIVE',
    CARD: 'CARD',
    CREDIT: 'CREDIT',
    DEBIT: 'DEBIT',
    PREPAID: 'PREPAID',
    APPROVED: 'APPROVED',
    DECLINED: 'DECLINED',
    REJECTED: 'REJECTED',
    FAILED: 'FAILED',
    PENDING: 'PENDING',
    PROCESSING: 'PROCESSING',
    PRESENTED: 'PRESENTED',
    AUTHORIZED: 'AUTHORIZED',
    CAPTURE_IN_PROCESS: 'CAPTURE_IN_PROCESS',
    CAPTURE_PRESENTED: 'CAPTURE_PRESENTED',
    CAPTURED: 'CAPTURED',
    CANCELLED: 'CANCELLED',
    REFUNDED: 'REFUNDED',
  },
  /** An answer's own words, quoted as the API's so nobody reads them as the console's. */
  apiSays: 'the API: “{{text}}”',
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
  apiValue: {
    SALE: 'venta',
    PREAUTHORIZATION: 'preautorización',
    MANUAL: 'manual',
    AUTOMATIC: 'automático',
    CUSTOMER: 'cliente',
    MERCHANT: 'comercio',
    ATTENDED: 'atendido',
    UNATTENDED: 'desatendido',
    ACTIVE: 'activo',
    INACTIVE: 'inactivo',
    CARD: 'tarjeta',
    CREDIT: 'crédito',
    DEBIT: 'débito',
    PREPAID: 'prepago',
    APPROVED: 'aprobado',
    DECLINED: 'rechazado',
    REJECTED: 'rechazado',
    FAILED: 'fallido',
    PENDING: 'pendiente',
    PROCESSING: 'en proceso',
    PRESENTED: 'presentado a la red',
    AUTHORIZED: 'autorizado',
    CAPTURE_IN_PROCESS: 'captura en proceso',
    CAPTURE_PRESENTED: 'captura presentada',
    CAPTURED: 'capturado',
    CANCELLED: 'anulado',
    REFUNDED: 'devuelto',
  },
  apiSays: 'la API: “{{text}}”',
};
