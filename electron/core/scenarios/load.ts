import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { isNode, LineCounter, parseDocument } from 'yaml';
import type { z } from 'zod';
import { OPERATIONS } from '../../../shared/operations/registry';
import type { Language } from '../../../shared/schemas/app';
import { Scenario } from '../../../shared/schemas/scenario';
import { problemText } from './problem-words';

/** A scenario file read and checked, or why it cannot run, each reason at its line. */
export type LoadedScenario =
  { file: string; ok: true; scenario: Scenario } | { file: string; ok: false; errors: string[] };

export const SCENARIO_FILE = /\.scenario\.(ya?ml|json)$/;

/** Every scenario file named, or found in a named folder (its subfolders too), in name order. */
export function scenarioFiles(paths: readonly string[]): string[] {
  const found: string[] = [];
  for (const path of paths) {
    if (!statSync(path).isDirectory()) {
      found.push(path);
      continue;
    }
    const inside = readdirSync(path, { recursive: true, encoding: 'utf8' })
      .filter((name) => SCENARIO_FILE.test(basename(name)))
      .sort()
      .map((name) => join(path, name));
    found.push(...inside);
  }
  return found;
}

/** One reason a text is not a scenario, at its line. */
export interface ScenarioProblem {
  line: number;
  message: string;
}

export type CheckedScenario =
  { ok: true; scenario: Scenario } | { ok: false; problems: ScenarioProblem[] };

/**
 * YAML or JSON (YAML reads both), checked against the one schema. A schema error is given at its
 * line, so it is found in the file (or the console's editor) without counting.
 */
export function checkScenarioText(text: string, language: Language = 'en'): CheckedScenario {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: true });
  if (doc.errors.length > 0)
    return {
      ok: false,
      // The first error is the one to fix: the parser's next ones mostly follow from it.
      problems: doc.errors.slice(0, 1).map((e) => ({
        line: e.linePos?.[0].line ?? 1,
        message: e.message.split('\n')[0] ?? e.message,
      })),
    };
  const read: unknown = doc.toJS();
  const parsed = Scenario.safeParse(read);
  const problems = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ issue, at: [] as PropertyKey[] }))),
    ...inputIssues(read),
  ].map(({ issue, at }) => ({
    line: lineOf(doc, lines, [...at, ...issue.path]),
    message: problemText(issue, read, language, at),
  }));
  if (parsed.success && problems.length === 0) return { ok: true, scenario: parsed.data };
  return { ok: false, problems };
}

/**
 * Each step's input against its operation's own input schema, as the console's form would send
 * it: a mistyped type or an amount with a comma is found at Validate, not at the run. A value
 * that holds a variable is only known at the run, so nothing is said about it here.
 */
function inputIssues(read: unknown): { issue: z.core.$ZodIssue; at: PropertyKey[] }[] {
  const found: { issue: z.core.$ZodIssue; at: PropertyKey[] }[] = [];
  if (!isRecord(read)) return found;
  for (const list of ['steps', 'cleanup'] as const) {
    const steps = read[list];
    if (!Array.isArray(steps)) continue;
    steps.forEach((step: unknown, index) => {
      if (!isRecord(step) || typeof step.operation !== 'string') return;
      if (!Object.hasOwn(OPERATIONS, step.operation)) return;
      const schema = OPERATIONS[step.operation as keyof typeof OPERATIONS].input as z.ZodType;
      const input = step.input ?? {};
      if (!isRecord(input)) return;
      const checked = schema.safeParse(input);
      if (checked.success) return;
      for (const issue of checked.error.issues)
        if (!holdsVariable(input, issue.path)) found.push({ issue, at: [list, index, 'input'] });
    });
  }
  return found;
}

/** Whether the value at `path`, or the nearest one above it, is or holds a `{{…}}` variable. */
function holdsVariable(input: Record<string, unknown>, path: readonly PropertyKey[]): boolean {
  let node: unknown = input;
  for (const key of path) {
    if (!isRecord(node) && !Array.isArray(node)) break;
    node = (node as Record<PropertyKey, unknown>)[key];
    if (typeof node === 'string' && node.includes('{{')) return true;
  }
  return JSON.stringify(node ?? null).includes('{{');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A file read and checked, each problem as `file:12: steps.2.operation: …`. */
export function loadScenario(file: string, text = readFileSync(file, 'utf8')): LoadedScenario {
  const where = relative(process.cwd(), file) || file;
  const checked = checkScenarioText(text);
  if (checked.ok) return { file, ok: true, scenario: checked.scenario };
  return {
    file,
    ok: false,
    errors: checked.problems.map((p) => `${where}:${p.line}: ${p.message}`),
  };
}

/** The line of the value at `path`, or of its nearest parent that is in the file. */
function lineOf(
  doc: ReturnType<typeof parseDocument>,
  lines: LineCounter,
  path: readonly PropertyKey[],
): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node: unknown = doc.getIn(path.slice(0, depth) as unknown[], true);
    if (isNode(node) && node.range) return lines.linePos(node.range[0]).line;
  }
  return 1;
}
