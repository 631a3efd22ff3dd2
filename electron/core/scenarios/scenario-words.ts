import type { Language } from '../../../shared/schemas/app';
import type { AmountMeaning } from '../../../shared/operations/scenario-step';
import type { Outcome } from '../../../shared/schemas/operation';

/** What a judged value is called in a failure's message. */
export type Judged = 'outcome' | 'status' | 'response_code' | 'amount' | 'error_code' | 'field';

export type { AmountMeaning } from '../../../shared/operations/scenario-step';

/**
 * The scenario runner's words, in the language the console was last shown in (as `team:migrate`):
 * its terminal lines, its failures and the JUnit report's messages. Every failure names its step
 * and both values, so a red CI line says what to look at without opening anything.
 */
/** A run's duration to a tenth of a second, with the language's decimal mark ("0,4 s"). */
const secondsIn = (locale: string, ms: number) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    ms / 1000,
  );

const WORDS = {
  en: {
    judged: {
      outcome: 'outcome',
      status: 'status',
      response_code: 'response code',
      amount: 'amount',
      error_code: 'error code',
      field: 'field',
    } satisfies Record<Judged, string>,
    amount: {
      authorized: 'amount authorized',
      captured: 'amount captured',
      refunded: 'amount refunded',
      cancelled: 'amount cancelled',
      reversed: 'amount reversed',
      moved: 'amount moved',
      // A reversal the API settles later has moved nothing yet: its amount is what it asked.
      captureAsked: 'amount asked to capture',
      asked: 'amount asked to move',
    } satisfies Record<AmountMeaning, string>,
    nothing: 'nothing',
    mismatch: (step: string, what: string, expected: string, got: string) =>
      `step ${step}: ${what} expected ${expected}, got ${got}`,
    refused: (step: string, code: string, message: string) =>
      `step ${step}: refused (${code}): ${message}`,
    badInput: (step: string, why: string) => `step ${step}: ${why}`,
    setupFailed: (step: string, what: string, why: string) =>
      `step ${step}: the simulator's ${what} failed: ${why}`,
    noStep: (name: string, id: string) => `{{${name}}}: no earlier step "${id}"`,
    noValue: (name: string, id: string, path: string) =>
      `{{${name}}}: step ${id}'s answer has no ${path}`,
    badName: (name: string) =>
      `{{${name}}} names nothing: use {{steps.<id>.<field>}} or {{run.id}}`,
    production: (profile: string) =>
      `Profile “${profile}” is a production profile: scenarios never run against production`,
    needsDialect: (dialect: string) =>
      `needs the ${dialect} dialect, which only the built-in simulator can be switched to`,
    needsControl: 'arms faults or moves the clock: only a simulator with its control token can',
    needsClock: 'moves the clock: this simulator has no clock (POST /_sandbox/clock)',
    skipped: (why: string) => `skipped: ${why}`,
    stopped: (step: string) => `stopped before step ${step}`,
    passed: 'passed',
    failed: 'failed',
    cleanup: 'cleanup',
    // A step's outcome as Activity says it; the expectations' own words stay the file's.
    outcome: {
      succeeded: 'succeeded',
      declined: 'declined',
      failed: 'failed',
      unknown: 'unknown',
      pending: 'pending',
      resolved: 'resolved',
    } satisfies Record<Outcome, string>,
    seconds: (ms: number) => secondsIn('en-US', ms),
    summary: (passed: number, failed: number, skipped: number, steps: number, seconds: string) =>
      `${passed} passed, ${failed} failed, ${skipped} skipped (${steps} steps, ${seconds} s)`,
    journal: (dir: string) => `Journal: ${dir}`,
    profile: (name: string) => `Profile “${name}”`,
    junit: (file: string) => `JUnit report: ${file}`,
    unreadable: (file: string, why: string) => `${file}: ${why}`,
    nothingFound: (where: string) =>
      `No scenario in ${where}: files end in .scenario.yaml, .scenario.yml or .scenario.json`,
    noProfile: (name: string) => `No profile is named “${name}”`,
    secretPrompt: (name: string) => `Client secret of “${name}” (kept for this run only): `,
    noSecret: (name: string) => `No client secret was given for “${name}”: nothing was sent`,
    // Save as scenario (Activity): the new file's description, in the saver's language.
    savedFrom: (ids: string) => `Saved from Activity: operations ${ids}.`,
    testCard: (step: string, last4: string) =>
      `${step}: the journal keeps no card data, so this step sends the public test card ending ${last4}, which answers as the card sent did.`,
    otherDialect: (steps: string, sent: string, replay: string) =>
      `${steps}: sent in the ${sent} dialect, replayed here in the ${replay} one.`,
    usage:
      'Usage: npm run scenario -- run <file or folder>… [--profile NAME] [--data-dir DIR] [--junit out.xml] [--language en|es]\n       npm run scenario -- schema',
  },
  es: {
    judged: {
      outcome: 'resultado',
      status: 'estado',
      response_code: 'código de respuesta',
      amount: 'monto',
      error_code: 'código de error',
      field: 'campo',
    } satisfies Record<Judged, string>,
    amount: {
      authorized: 'monto autorizado',
      captured: 'monto cobrado',
      refunded: 'monto devuelto',
      cancelled: 'monto anulado',
      reversed: 'monto revertido',
      moved: 'monto movido',
      captureAsked: 'monto pedido a cobrar',
      asked: 'monto pedido a mover',
    } satisfies Record<AmountMeaning, string>,
    nothing: 'nada',
    mismatch: (step: string, what: string, expected: string, got: string) =>
      `paso ${step}: ${what} esperado ${expected}, recibido ${got}`,
    refused: (step: string, code: string, message: string) =>
      `paso ${step}: rechazado (${code}): ${message}`,
    badInput: (step: string, why: string) => `paso ${step}: ${why}`,
    setupFailed: (step: string, what: string, why: string) =>
      `paso ${step}: falló ${what} del simulador: ${why}`,
    noStep: (name: string, id: string) => `{{${name}}}: no hay un paso anterior "${id}"`,
    noValue: (name: string, id: string, path: string) =>
      `{{${name}}}: la respuesta del paso ${id} no tiene ${path}`,
    badName: (name: string) =>
      `{{${name}}} no nombra nada: use {{steps.<id>.<campo>}} o {{run.id}}`,
    production: (profile: string) =>
      `El perfil “${profile}” es de producción: los escenarios nunca se ejecutan contra producción`,
    needsDialect: (dialect: string) =>
      `necesita el dialecto ${dialect}, y solo el simulador integrado puede cambiar de dialecto`,
    needsControl:
      'arma fallos o mueve el reloj: solo un simulador con su token de control puede hacerlo',
    needsClock: 'mueve el reloj: este simulador no tiene reloj (POST /_sandbox/clock)',
    skipped: (why: string) => `omitido: ${why}`,
    stopped: (step: string) => `detenido antes del paso ${step}`,
    passed: 'correcto',
    failed: 'falló',
    cleanup: 'limpieza',
    outcome: {
      succeeded: 'realizada',
      declined: 'rechazada',
      failed: 'fallida',
      unknown: 'desconocido',
      pending: 'pendiente',
      resolved: 'resuelta',
    } satisfies Record<Outcome, string>,
    seconds: (ms: number) => secondsIn('es', ms),
    summary: (passed: number, failed: number, skipped: number, steps: number, seconds: string) =>
      // Counts before their word would need singular and plural: "1 fallidos" reads wrong.
      `correctos: ${passed}, fallidos: ${failed}, omitidos: ${skipped} (pasos: ${steps}, ${seconds} s)`,
    journal: (dir: string) => `Diario: ${dir}`,
    profile: (name: string) => `Perfil “${name}”`,
    junit: (file: string) => `Informe JUnit: ${file}`,
    unreadable: (file: string, why: string) => `${file}: ${why}`,
    nothingFound: (where: string) =>
      `No hay escenarios en ${where}: los archivos terminan en .scenario.yaml, .scenario.yml o .scenario.json`,
    noProfile: (name: string) => `Ningún perfil se llama “${name}”`,
    secretPrompt: (name: string) =>
      `Secreto de cliente de “${name}” (se guarda solo durante esta ejecución): `,
    noSecret: (name: string) => `No se dio el secreto de cliente de “${name}”: no se envió nada`,
    savedFrom: (ids: string) => `Guardado desde Actividad: operaciones ${ids}.`,
    testCard: (step: string, last4: string) =>
      `${step}: el diario no guarda datos de tarjetas, así que este paso envía la tarjeta de prueba pública terminada en ${last4}, que responde como la tarjeta enviada.`,
    otherDialect: (steps: string, sent: string, replay: string) =>
      `${steps}: se enviaron en el dialecto ${sent} y aquí se repiten en el ${replay}.`,
    usage:
      'Uso: npm run scenario -- run <archivo o carpeta>… [--profile NOMBRE] [--data-dir CARPETA] [--junit salida.xml] [--language en|es]\n     npm run scenario -- schema',
  },
} satisfies Record<Language, unknown>;

export type ScenarioWords = (typeof WORDS)['en'];

export const scenarioWords = (language: Language | undefined): ScenarioWords =>
  WORDS[language ?? 'en'];

/**
 * One message in every language the console speaks: a run kept by main is read later, maybe by a
 * person whose screen speaks the other language by then.
 */
export type Said = Record<Language, string>;

/** The same message worded in each language. */
export const sayEach = (word: (words: ScenarioWords, language: Language) => string): Said => ({
  en: word(WORDS.en, 'en'),
  es: word(WORDS.es, 'es'),
});

/** A step's outcome in the run's language; one the runner does not know is shown as judged. */
export function outcomeWord(words: ScenarioWords, outcome: string): string {
  return Object.hasOwn(words.outcome, outcome)
    ? words.outcome[outcome as keyof ScenarioWords['outcome']]
    : outcome;
}
