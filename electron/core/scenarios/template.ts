import type { ScenarioWords } from './scenario-words';

/** What `{{…}}` may name: earlier steps' answers by id, and this run's own id. */
export interface TemplateScope {
  steps: ReadonlyMap<string, unknown>;
  runId: string;
  words: ScenarioWords;
}

const PLACEHOLDER = /\{\{\s*([^{}]+?)\s*\}\}/g;
const WHOLE = /^\{\{\s*([^{}]+?)\s*\}\}$/;

/**
 * The step's input with every `{{…}}` replaced. A string that is one placeholder takes the value
 * as it is (a number stays a number); inside other text it is written as text. A name that finds
 * nothing is refused, naming it: sending `""` or "undefined" as a payment id would be a request
 * no one meant.
 */
export function resolveInput(
  input: unknown,
  scope: TemplateScope,
):
  | { ok: true; value: unknown }
  | { ok: false; message: string; say: (words: ScenarioWords) => string } {
  try {
    return { ok: true, value: walk(input, scope) };
  } catch (error) {
    if (error instanceof MissingValue)
      return { ok: false, message: error.say(scope.words), say: error.say };
    throw error;
  }
}

/** Worded by whoever reads it: the run's own language, or every language a run is kept in. */
class MissingValue extends Error {
  constructor(readonly say: (words: ScenarioWords) => string) {
    super('missing value');
  }
}

function walk(value: unknown, scope: TemplateScope): unknown {
  if (typeof value === 'string') return fill(value, scope);
  if (Array.isArray(value)) return value.map((item) => walk(item, scope));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, walk(v, scope)]));
  return value;
}

function fill(text: string, scope: TemplateScope): unknown {
  const whole = WHOLE.exec(text);
  if (whole) return lookup(whole[1]!, scope);
  return text.replace(PLACEHOLDER, (_, name: string) => {
    const found = lookup(name, scope);
    return typeof found === 'object' ? JSON.stringify(found) : String(found);
  });
}

function lookup(name: string, scope: TemplateScope): unknown {
  if (name === 'run.id') return scope.runId;
  const [root, id, ...path] = name.split('.');
  if (root !== 'steps' || !id || path.length === 0)
    throw new MissingValue((words) => words.badName(name));
  if (!scope.steps.has(id)) throw new MissingValue((words) => words.noStep(name, id));
  const found = valueAt(scope.steps.get(id), path);
  if (found === undefined || found === null)
    throw new MissingValue((words) => words.noValue(name, id, path.join('.')));
  return found;
}

/** A value by its dotted path; numbers index arrays (`transactions.0.id`). */
export function valueAt(value: unknown, path: readonly string[]): unknown {
  let here = value;
  for (const key of path) {
    if (here === null || typeof here !== 'object' || !Object.hasOwn(here, key)) return undefined;
    here = (here as Record<string, unknown>)[key];
  }
  return here;
}
