/** The languages a person can read the console in (`Language` in schemas/app.ts is these). */
export const LANGUAGE_CODES = ['en', 'es'] as const;

/**
 * The `<meta name>` through which the browser host tells a new page the language the console was
 * last shown in (a page on a new port has none of its own). Zod-free: the first screen reads it.
 */
export const LANGUAGE_HINT = 'console-language';
