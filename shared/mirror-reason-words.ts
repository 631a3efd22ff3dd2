/*
 * Why the payments mirror is not syncing (MirrorStatus's error reason), in both languages,
 * written once: the header and the finder say it by its key in the person's language. Zod-free
 * and apart from the failure reasons: the mirror's status is not an answer that failed.
 */

export const MIRROR_REASONS = [
  'no_session',
  'mirror_in_use',
  'mirror_failed',
  'refused',
  'unreadable',
] as const;
export type MirrorReason = (typeof MIRROR_REASONS)[number];

export const MIRROR_REASON_WORDS: {
  en: Record<MirrorReason, string>;
  es: Record<MirrorReason, string>;
} = {
  en: {
    no_session:
      'The payments are not being copied: this profile has no usable client secret. Set it in Settings.',
    mirror_in_use:
      'The payments are not being copied: another console on this machine holds this profile’s copy.',
    mirror_failed: 'The copy of the payments on this machine could not be opened or written.',
    refused: 'The API refused to list the payments; the copy waits and tries again later.',
    unreadable: 'The API listed the payments in a shape the console cannot read.',
  },
  es: {
    no_session:
      'Los pagos no se están copiando: este perfil no tiene un secreto de cliente utilizable. Configúrelo en Configuración.',
    mirror_in_use:
      'Los pagos no se están copiando: otra consola de este equipo tiene abierta la copia de este perfil.',
    mirror_failed: 'No se pudo abrir ni escribir la copia de los pagos en este equipo.',
    refused: 'La API se negó a listar los pagos; la copia espera e intenta de nuevo más tarde.',
    unreadable: 'La API listó los pagos en una forma que la consola no puede leer.',
  },
};
