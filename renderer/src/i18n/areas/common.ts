import type { Catalog } from '../messages';

/**
 * The words every area repeats (a column, a field, a button), written once: each area's catalog
 * takes them from here, so "Amount" is "Monto" on every screen, and a change of wording is one
 * edit. Only words that mean the same thing everywhere: a payment's "Cancel" (void it) is
 * "Anular", not this dialog's "Cancelar", and stays its area's own.
 */
export const GLOSSARY = {
  en: {
    amount: 'Amount',
    currency: 'Currency',
    status: 'Status',
    payment: 'Payment',
    transaction: 'Transaction',
    outcomeUnknown: 'Outcome unknown',
    cancel: 'Cancel',
    close: 'Close',
    capture: 'Capture',
    captured: 'Captured',
  },
  es: {
    amount: 'Monto',
    currency: 'Moneda',
    status: 'Estado',
    payment: 'Pago',
    transaction: 'Transacción',
    outcomeUnknown: 'Resultado desconocido',
    cancel: 'Cancelar',
    close: 'Cerrar',
    // One verb for taking authorized money, on every screen: the payment's button says "Cobrar".
    capture: 'Cobrar',
    captured: 'Cobrado',
  },
} as const satisfies Record<'en' | 'es', Record<string, string>>;

/**
 * Words every area uses. Each area keeps its messages in a file like this one, English and
 * Spanish side by side, so a missing translation is seen where the text is written.
 */
export const en = {
  language: {
    /** The language these words are in, for the numbers and sums written where only `t` is at hand. */
    code: 'en',
    label: 'Language',
    /** Settings' label for the same choice; in common, as the sign-in screen offers it too. */
    choose: 'Show the console in',
    system: 'As the system ({{language}})',
    en: 'English',
    es: 'Español',
    /** A language named in a sentence of the chosen one: each option names itself instead. */
    named: { en: 'English', es: 'Spanish' },
  },
  unexpected: {
    mark: 'unexpected shape',
    title:
      'The API sent this in a shape the console does not know; it is shown as sent. The raw JSON has the whole answer.',
    list: 'The API answered the list of {{what}} without a list:',
  },
  /** The API's codes the first screen (the instrument list) shows; the rest are money's. */
  apiValue: { ACTIVE: 'ACTIVE', INACTIVE: 'INACTIVE' },
  /** Main's redaction marker on screen; exports, the journal and cURL keep "[REDACTED]". */
  redacted: {
    mark: '[REDACTED]',
    cvv: '[CVV hidden]',
    hint: 'Hidden by the console: secrets, tokens and card data are never kept in the journal nor shown.',
  },
  /** Who did something: exports keep main's one English line, the screen says it in words. */
  operator: {
    local: '{{name}} (local, not verified)',
    verified: '{{who}}, verified as {{subject}} at {{issuer}}',
  },
  /** Leaving a form with typed, unsent changes: asked, never lost in silence. */
  leave: {
    title: 'Leave without saving?',
    body: 'What you typed in this form is not saved or sent. If you leave, it is lost.',
    leave: 'Leave without saving',
    stay: 'Stay and keep editing',
  },
} as const;

export const es: Catalog<typeof en> = {
  language: {
    code: 'es',
    label: 'Idioma',
    choose: 'Mostrar la consola en',
    system: 'Como el sistema ({{language}})',
    en: 'English',
    es: 'Español',
    named: { en: 'inglés', es: 'español' },
  },
  unexpected: {
    mark: 'forma inesperada',
    title:
      'La API envió esto con una forma que la consola no conoce; se muestra tal como llegó. El JSON sin procesar tiene la respuesta completa.',
    list: 'La API respondió la lista de {{what}} sin una lista:',
  },
  apiValue: { ACTIVE: 'activo', INACTIVE: 'inactivo' },
  redacted: {
    mark: '[oculto]',
    cvv: '[CVV oculto]',
    hint: 'Oculto por la consola: los secretos, los tokens y los datos de tarjeta nunca se guardan en el registro ni se muestran.',
  },
  operator: {
    local: '{{name}} (local, sin verificar)',
    verified: '{{who}}, verificado como {{subject}} en {{issuer}}',
  },
  leave: {
    title: '¿Salir sin guardar?',
    body: 'Lo que escribió en este formulario no está guardado ni enviado. Si sale, se pierde.',
    leave: 'Salir sin guardar',
    stay: 'Quedarse y seguir editando',
  },
};
