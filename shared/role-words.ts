import type { OperationLanguage } from './operations/presentation';
import type { Role } from './schemas/operator';

/**
 * Each role's name as a person reads it: main's confirmations and the page's refusals and role
 * lists say the same words, so they are written once.
 */
export const ROLE_NAMES = {
  en: {
    'store-manager': 'Store manager',
    'back-office': 'Back office',
    qa: 'QA (test profiles only)',
    supervisor: 'Supervisor',
    admin: 'Administrator',
  },
  es: {
    'store-manager': 'Encargado de tienda',
    'back-office': 'Administración de cuentas',
    qa: 'QA (solo perfiles de prueba)',
    supervisor: 'Supervisor',
    admin: 'Administrador',
  },
} satisfies Record<OperationLanguage, Record<Role, string>>;
