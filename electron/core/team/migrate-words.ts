import type { Language } from '../../../shared/schemas/app';

/** What `npm run team:migrate` says, in each language the console offers. */
export interface MigrateWords {
  usage: string;
  passwordInUrl: (store: string) => string;
  passwordPrompt: (login: string) => string;
  noPassword: string;
  notOwner: (store: string, version: number) => string;
  current: (store: string, version: number) => string;
  upgraded: (store: string, from: number, to: number) => string;
}

const USAGE = 'npm run team:migrate -- postgres://owner@host/database?sslmode=verify-full';

const WORDS: Record<Language, MigrateWords> = {
  en: {
    usage: `Usage: ${USAGE}`,
    passwordInUrl: (store) =>
      `${store}: a password on the command line can be read by every user of this machine. Give it in PGPASSWORD, or leave it out and type it when asked.`,
    passwordPrompt: (login) => `Password for ${login}: `,
    noPassword: 'No password was given for the team store: nothing was changed.',
    notOwner: (store, version) =>
      `${store} is at schema version ${version} and this role may not change it: connect as the database's owner`,
    current: (store, version) =>
      `The team store at ${store} is already at schema version ${version}.`,
    upgraded: (store, from, to) =>
      `The team store at ${store} went from schema version ${from} to ${to}.`,
  },
  es: {
    usage: `Uso: ${USAGE}`,
    passwordInUrl: (store) =>
      `${store}: una contraseña en la línea de comandos la puede leer cualquier usuario de este equipo. Désela en PGPASSWORD, o quítela y escríbala cuando se le pida.`,
    passwordPrompt: (login) => `Contraseña de ${login}: `,
    noPassword: 'No se dio la contraseña del almacén del equipo: no se cambió nada.',
    notOwner: (store, version) =>
      `${store} está en la versión ${version} del esquema y este rol no puede cambiarlo: conéctese como dueño de la base de datos`,
    current: (store, version) =>
      `El almacén del equipo en ${store} ya está en la versión ${version} del esquema.`,
    upgraded: (store, from, to) =>
      `El almacén del equipo en ${store} pasó de la versión ${from} a la ${to} del esquema.`,
  },
};

export const migrateWords = (language: Language): MigrateWords => WORDS[language];
