import type { ParsedInputOf } from '../../../shared/contract';
import { refuse } from '../../../shared/error-words';
import { ok } from '../../../shared/result';
import type { JournalEntry } from '../../../shared/schemas/journal';
import type { ConsoleRuns } from '../scenarios/console-runs';
import { scenarioFromJournal, scenarioText } from '../scenarios/from-activity';
import type { ScenarioTarget } from '../scenarios/runner';
import { problemsOf, type ScenarioFiles } from '../scenarios/scenario-files';
import type { Caller, PersonLanguages } from '../words/languages';

/** What the Scenarios area asks of main. */
export interface ScenarioDesk {
  files: ScenarioFiles;
  runs: ConsoleRuns;
  /** The console's own journal, which Activity's "Save as scenario" reads the steps from. */
  journal: { byId(operationId: string): Promise<JournalEntry | undefined> };
  /**
   * A target over the console's core in the simulator dialect it has now, and how to put that
   * dialect back when the run is over (a scenario may ask for the other one).
   */
  target(): { target: ScenarioTarget; restore: () => void };
}

/**
 * The Scenarios area: files by name, and the console's one run, through the same dispatch,
 * guard, pipeline and journal as its screens. The failures are worded in the language of the
 * person who started the run.
 */
export function scenarioHandlers(desk: ScenarioDesk, languages: PersonLanguages) {
  const { files, runs } = desk;
  return {
    'scenarios:list': async () => ok(files.list()),
    'scenarios:read': async (input: ParsedInputOf<'scenarios:read'>) => files.read(input),
    'scenarios:save': async (input: ParsedInputOf<'scenarios:save'>, caller?: Caller) =>
      files.save(input.name, input.text, languages.of(caller)),
    'scenarios:check': async (input: ParsedInputOf<'scenarios:check'>, caller?: Caller) =>
      ok({ problems: problemsOf(input.text, languages.of(caller)) }),
    'scenarios:copyExample': async (input: ParsedInputOf<'scenarios:copyExample'>) =>
      files.copyExample(input.name),
    'scenarios:run': async (input: ParsedInputOf<'scenarios:run'>, caller?: Caller) => {
      const loaded = files.load(input, languages.of(caller));
      if (!loaded.ok) return loaded;
      const { target, restore } = desk.target();
      return runs.start({
        source: input.source,
        name: input.name,
        mode: input.mode,
        scenario: loaded.value,
        language: languages.of(caller),
        target,
        after: restore,
      });
    },
    'scenarios:next': async () => runs.next(),
    'scenarios:stop': async () => runs.stop(),
    'scenarios:status': async () => ok(runs.status()),
    'scenarios:fromActivity': async (
      input: ParsedInputOf<'scenarios:fromActivity'>,
      caller?: Caller,
    ) => {
      // A new file only: saving over one of the person's own would lose what they wrote there.
      if (files.list().mine.some((mine) => mine.name === input.name))
        return refuse('conflict', 'scenario_name_taken', { id: input.name });
      const entries: JournalEntry[] = [];
      for (const id of new Set(input.operation_ids)) {
        const entry = await desk.journal.byId(id);
        if (!entry) return refuse('not_found', 'scenario_source_missing', { id });
        entries.push(entry);
      }
      // Its description is read by the person who saved it, in their language.
      const language = languages.of(caller);
      const built = scenarioFromJournal(input.name, entries, language);
      if (!built.ok) return built;
      return files.save(input.name, scenarioText(built.value), language);
    },
  };
}
