import type { Language } from '../../shared/schemas/app';

/**
 * What the browser host prints as it starts, in the language the console was last shown in
 * (the page has said nothing yet). `Open:` stays as it is in both: `npm start`, scripts and
 * tests find the address by it. Zod-free: printed before the core is loaded.
 */
const LINES = {
  en: {
    started: (dir: string) => `Payments Console (browser host), data in ${dir}`,
    teamStore: (url: string, from: string) => `Team store: ${url} (from ${from})`,
    loopback:
      'Only this machine can connect; the link carries this launch’s token. Ctrl+C stops it.',
    productionConfirmed:
      'Production profiles: each money operation waits for a code printed here; type it in the console only if you asked for it.',
    productionRefused:
      'Production profiles: money operations are refused (start with --allow-production to confirm them with codes printed here).',
    profile: (name: string) => `Profile “${name}”`,
    couldNotStart: (why: string) => `The console could not start: ${why}`,
  },
  es: {
    started: (dir: string) => `Consola de pagos (en el navegador), datos en ${dir}`,
    teamStore: (url: string, from: string) => `Almacén del equipo: ${url} (de ${from})`,
    loopback:
      'Solo esta máquina puede conectarse; el enlace lleva el token de este arranque. Ctrl+C la detiene.',
    productionConfirmed:
      'Perfiles de producción: cada operación con dinero espera un código impreso aquí; escríbalo en la consola solo si usted lo pidió.',
    productionRefused:
      'Perfiles de producción: las operaciones con dinero se rechazan (arranque con --allow-production para confirmarlas con códigos impresos aquí).',
    profile: (name: string) => `Perfil “${name}”`,
    couldNotStart: (why: string) => `La consola no pudo arrancar: ${why}`,
  },
} satisfies Record<Language, unknown>;

export type HostLines = (typeof LINES)['en'];

export const hostLines = (language: Language | undefined): HostLines => LINES[language ?? 'en'];
