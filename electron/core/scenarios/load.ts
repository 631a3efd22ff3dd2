import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { isNode, LineCounter, parseDocument } from 'yaml';
import { Scenario } from '../../../shared/schemas/scenario';

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
export function checkScenarioText(text: string): CheckedScenario {
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
  const parsed = Scenario.safeParse(doc.toJS());
  if (parsed.success) return { ok: true, scenario: parsed.data };
  return {
    ok: false,
    problems: parsed.error.issues.map((issue) => ({
      line: lineOf(doc, lines, issue.path),
      message: `${issue.path.map(String).join('.') || '(file)'}: ${issue.message}`,
    })),
  };
}

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
