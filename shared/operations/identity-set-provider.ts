import type { ChangePresentation } from './presentation';

/**
 * An administrator's change of the sign-in provider: sent to no API, but whoever that provider
 * says holds a role may move money here, so Activity and the exports name it beside the role map.
 */
export const SIGN_IN_PROVIDER_CHANGE = {
  label: 'Change the sign-in provider',
  present: {
    csvType: 'SIGN_IN_PROVIDER_CHANGE',
    words: {
      en: { name: 'Change the sign-in provider', label: 'Change the sign-in provider' },
      es: {
        name: 'Cambiar el proveedor de inicio de sesión',
        label: 'Cambiar el proveedor de inicio de sesión',
      },
    },
  },
} as const satisfies { label: string; present: ChangePresentation };
