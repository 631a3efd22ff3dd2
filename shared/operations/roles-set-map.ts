import type { ChangePresentation } from './presentation';

/**
 * An administrator's edit of the role map: sent to no API, but it decides who may move money,
 * so Activity and the exports name it beside the money and the back-office changes.
 */
export const ROLE_MAP_CHANGE = {
  label: 'Change the role map',
  present: {
    csvType: 'ROLE_MAP_CHANGE',
    words: {
      en: { name: 'Change the role map', label: 'Change the role map' },
      es: { name: 'Cambiar el mapa de roles', label: 'Cambiar el mapa de roles' },
    },
  },
} as const satisfies { label: string; present: ChangePresentation };
