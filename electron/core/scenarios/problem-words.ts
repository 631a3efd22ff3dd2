import type { z } from 'zod';
import { fieldText, readFieldReason } from '../../../shared/validation-words';
import type { Language } from '../../../shared/schemas/app';

type Issue = z.core.$ZodIssue;

/*
 * A scenario file's problems in the person's words: which field (a step by its id, then the
 * field's path in it) and what is wrong with it. Zod's own text is English whatever the screen
 * speaks, and names a step by its index ("steps.2"), which the file never shows.
 */
const WORDS = {
  en: {
    file: 'the file',
    step: (id: string) => `step “${id}”`,
    cleanup: (id: string) => `cleanup step “${id}”`,
    missing: 'is missing',
    type: (expected: string) => `must be ${TYPES.en[expected] ?? expected}`,
    oneOf: (value: string | undefined, values: string) =>
      value === undefined ? `is missing: one of ${values}` : `${value} is not one of: ${values}`,
    unknown: (keys: string) => `is not a field of a scenario here: ${keys}`,
    empty: 'must not be empty',
    atLeast: (n: string) => `must be at least ${n}`,
    atMost: (n: string) => `must be at most ${n}`,
    fewest: (n: string) => `needs at least ${n}`,
    most: (n: string) => `takes at most ${n}`,
    stepId: 'a step id is lower case letters, digits and _ (at most 40), starting with a letter',
    amount: 'an amount is a number then its currency, as in “10.00 EUR”',
    form: 'does not have the form expected here',
    twice: (id: string) => `the step id “${id}” is used twice`,
    invalid: 'is not valid here',
  },
  es: {
    file: 'el archivo',
    step: (id: string) => `paso «${id}»`,
    cleanup: (id: string) => `paso de limpieza «${id}»`,
    missing: 'falta',
    type: (expected: string) => `debe ser ${TYPES.es[expected] ?? expected}`,
    oneOf: (value: string | undefined, values: string) =>
      value === undefined ? `falta: uno de ${values}` : `${value} no es uno de: ${values}`,
    unknown: (keys: string) => `no es un campo de un escenario aquí: ${keys}`,
    empty: 'no puede estar vacío',
    atLeast: (n: string) => `debe ser al menos ${n}`,
    atMost: (n: string) => `debe ser como mucho ${n}`,
    fewest: (n: string) => `necesita al menos ${n}`,
    most: (n: string) => `admite como mucho ${n}`,
    stepId:
      'un ID de paso es de letras minúsculas, dígitos y _ (hasta 40), y empieza por una letra',
    amount: 'un monto es un número y luego su moneda, como en «10.00 EUR»',
    form: 'no tiene la forma esperada aquí',
    twice: (id: string) => `el ID de paso «${id}» se usa dos veces`,
    invalid: 'no es válido aquí',
  },
} satisfies Record<Language, unknown>;

const TYPES: Record<Language, Record<string, string>> = {
  en: {
    string: 'text',
    number: 'a number',
    boolean: 'true or false',
    object: 'a map of fields',
    array: 'a list',
  },
  es: {
    string: 'texto',
    number: 'un número',
    boolean: 'true o false',
    object: 'un mapa de campos',
    array: 'una lista',
  },
};

/** Marks the duplicate step id's issue so that it is worded here, not by its English message. */
export const DUPLICATE_STEP_ID = 'duplicate_step_id';

/**
 * `field: what is wrong`, both in words. `root` is the file as read, for a step's id; `at` is
 * where the issue's path starts in it (a step's input is checked on its own).
 */
export function problemText(
  issue: Issue,
  root: unknown,
  language: Language,
  at: readonly PropertyKey[] = [],
): string {
  const words = WORDS[language];
  const path = [...at, ...issue.path];
  return `${fieldName(path, root, words)}: ${whatIsWrong(issue, valueAt(root, path), words, language)}`;
}

type Words = (typeof WORDS)[Language];

function fieldName(path: readonly PropertyKey[], root: unknown, words: Words): string {
  const [list, index, ...rest] = path;
  if ((list === 'steps' || list === 'cleanup') && typeof index === 'number') {
    const id = valueAt(root, [list, index, 'id']);
    const name = typeof id === 'string' && id !== '' ? id : `#${index + 1}`;
    const step = list === 'steps' ? words.step(name) : words.cleanup(name);
    return rest.length ? `${step}, ${rest.map(String).join('.')}` : step;
  }
  return path.length ? path.map(String).join('.') : words.file;
}

function whatIsWrong(issue: Issue, value: unknown, words: Words, language: Language): string {
  // A value outside a list is named with the list, even where the form's own reason would only
  // say "Choose what to do": a file has no buttons to choose from.
  if (issue.code === 'invalid_value')
    return words.oneOf(shownValue(value, language), issue.values.map(String).join(', '));
  // The operations' own field messages are reasons with both languages' words already.
  if (readFieldReason(issue.message)) return fieldText(issue.message, language);
  switch (issue.code) {
    case 'invalid_type':
      return value === undefined ? words.missing : words.type(issue.expected);
    case 'unrecognized_keys':
      return words.unknown(issue.keys.join(', '));
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) <= 1) return words.empty;
      return issue.origin === 'array'
        ? words.fewest(String(issue.minimum))
        : words.atLeast(String(issue.minimum));
    case 'too_big':
      return issue.origin === 'array'
        ? words.most(String(issue.maximum))
        : words.atMost(String(issue.maximum));
    case 'invalid_format': {
      const last = issue.path[issue.path.length - 1];
      if (last === 'id') return words.stepId;
      if (last === 'amount') return words.amount;
      return words.form;
    }
    case 'custom': {
      const params = issue.params as { problem?: string; id?: string } | undefined;
      if (params?.problem === DUPLICATE_STEP_ID) return words.twice(params.id ?? '');
      return words.invalid;
    }
    default:
      return words.invalid;
  }
}

/** The value as the file has it, quoted as each language quotes. */
function shownValue(value: unknown, language: Language): string | undefined {
  if (value === undefined) return undefined;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return language === 'es' ? `«${text}»` : `“${text}”`;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let node = root;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}
