import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import {
  ScenarioName,
  type ScenarioFile,
  type ScenarioListing,
  type ScenarioProblem,
  type ScenarioRef,
} from '../../../shared/schemas/scenario-desk';
import type { Language } from '../../../shared/schemas/app';
import type { Scenario } from '../../../shared/schemas/scenario';
import { writeFileAtomic } from '../fs/atomic-file';
import { restoreHiddenValues } from './hidden-values';
import { checkScenarioText, SCENARIO_FILE } from './load';

/**
 * The console's scenario files: the person's own in the data folder's `scenarios/`, and the
 * shipped examples, which are only read (a person edits a copy). The page names a scenario;
 * main finds its file among those it lists itself, so no text from the page becomes a path
 * but a checked name with main's own suffix.
 */
export class ScenarioFiles {
  constructor(
    /** The data folder's `scenarios/`. */
    readonly dir: string,
    /** The shipped examples; absent on a build that ships none. */
    private readonly examplesDir: string | undefined,
  ) {}

  list(): ScenarioListing {
    return {
      mine: [...this.files(this.dir).keys()].map((name) => ({ name })),
      examples: [...this.files(this.examplesDir).keys()].map((name) => ({ name })),
    };
  }

  read(ref: ScenarioRef): Result<ScenarioFile> {
    const file = this.fileOf(ref);
    if (!file) return refuse('not_found', 'scenario_not_found', { id: ref.name });
    return ok({ ...ref, text: readFileSync(file, 'utf8') });
  }

  /**
   * Written as typed, valid or not, so nothing is lost; its problems are said beside it. A card
   * number or CVV the editor was shown masked keeps the stored value (hidden-values.ts).
   */
  save(
    name: ScenarioName,
    typed: string,
    language: Language = 'en',
  ): Result<{ name: string; problems: ScenarioProblem[] }> {
    const existing = this.fileOf({ source: 'mine', name });
    const file = existing ?? join(this.dir, `${name}.scenario.yaml`);
    let text = typed;
    try {
      if (existing) text = restoreHiddenValues(typed, readFileSync(existing, 'utf8'));
      writeFileAtomic(file, text);
    } catch {
      return refuse('internal', 'scenario_not_saved', { id: name });
    }
    return ok({ name, problems: problemsOf(text, language) });
  }

  /** An example becomes the person's own under a free name: `<name>-copy`, `<name>-copy-2`… */
  copyExample(name: ScenarioName): Result<{ name: string }> {
    const read = this.read({ source: 'example', name });
    if (!read.ok) return read;
    const mine = this.files(this.dir);
    let copy = `${name}-copy`.slice(0, 80);
    for (let n = 2; mine.has(copy); n++) copy = `${name}-copy-${n}`.slice(0, 80);
    const saved = this.save(copy, read.value.text);
    return saved.ok ? ok({ name: copy }) : saved;
  }

  /** The scenario to run, or why its file is not one (each problem at its line). */
  load(ref: ScenarioRef, language: Language = 'en'): Result<Scenario> {
    const read = this.read(ref);
    if (!read.ok) return read;
    const checked = checkScenarioText(read.value.text, language);
    if (checked.ok) return ok(checked.scenario);
    const first = checked.problems[0];
    return refuse('validation', 'scenario_invalid', {
      id: ref.name,
      where: String(first?.line ?? 1),
      why: first?.message ?? '',
    });
  }

  private fileOf(ref: ScenarioRef): string | undefined {
    return this.files(ref.source === 'mine' ? this.dir : this.examplesDir).get(ref.name);
  }

  /** Name → file of a folder's scenario files; a file whose name is no scenario name is left out. */
  private files(dir: string | undefined): Map<string, string> {
    const found = new Map<string, string>();
    if (!dir || !existsSync(dir)) return found;
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (!entry.isFile() || !SCENARIO_FILE.test(entry.name)) continue;
      const name = entry.name.replace(SCENARIO_FILE, '');
      if (ScenarioName.safeParse(name).success && !found.has(name))
        found.set(name, join(dir, entry.name));
    }
    return found;
  }
}

/** The text's problems, each in the words of the person who asked. */
export function problemsOf(text: string, language: Language = 'en'): ScenarioProblem[] {
  const checked = checkScenarioText(text, language);
  return checked.ok ? [] : checked.problems;
}
