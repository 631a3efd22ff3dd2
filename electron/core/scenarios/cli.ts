/**
 * `npm run scenario -- run <file or folder>… [--profile NAME] [--data-dir DIR] [--junit FILE] [--language en|es]`:
 * replays scenarios through the console's core and exits 0 only when every expectation held.
 * `npm run scenario -- schema` prints the format's JSON Schema.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import type { Language } from '../../../shared/schemas/app';
import { scenarioJsonSchema } from '../../../shared/schemas/scenario';
import { DataFolderInUse } from '../fs/data-folder-lock';
import { terminalLine } from '../log';
import { SIMULATOR_ID } from '../profiles/profile-store';
import { promptPassword } from '../terminal/password-prompt';
import { appVersion } from '../version';
import { LANGUAGE_CODES } from '../../../shared/language-hint';
import { cliLanguage, defaultDataFolder } from '../words/cli-language';
import { startScenarioCore, type ScenarioCore } from './scenario-core';
import { junitXml, type FileRun } from './junit';
import { loadScenario, scenarioFiles } from './load';
import { runScenario, type StepRun } from './runner';
import { outcomeWord, scenarioWords, type ScenarioWords } from './scenario-words';

/** Where a remote profile's client secret may come from when no person is at the terminal. */
export const SECRET_ENV = 'PAYMENTS_CONSOLE_CLIENT_SECRET';

const say = (line: string) => console.log(terminalLine(line));

/** Exit code after Ctrl+C, as shells give a process ended by SIGINT. */
const INTERRUPTED = 130;

/**
 * Ctrl+C (or SIGTERM) stops after the step on the wire: a step cut mid-way would leave its
 * operation unfinished in the journal. The cleanup then runs and the console's folder is left
 * as it was found (its active profile, the simulator's dialect, its lock). A second one exits.
 */
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (interrupted) process.exit(INTERRUPTED);
    interrupted = true;
  });

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      profile: { type: 'string' },
      'data-dir': { type: 'string' },
      junit: { type: 'string' },
      language: { type: 'string' },
    },
  });
  const [command, ...paths] = positionals;
  const dataDir =
    values['data-dir'] !== undefined
      ? resolve(values['data-dir'])
      : values.profile !== undefined
        ? defaultDataFolder(process.env)
        : undefined;
  // A CI job or a person may ask for a language outright; else the console's, else the terminal's.
  const asked = values.language;
  const language =
    asked === undefined
      ? cliLanguage(process.env, dataDir)
      : LANGUAGE_CODES.find((code) => code === asked);
  const words = scenarioWords(language ?? cliLanguage(process.env, dataDir));
  if (language === undefined) {
    console.error(words.usage);
    return 2;
  }
  if (command === 'schema') {
    console.log(JSON.stringify(scenarioJsonSchema(), null, 2));
    return 0;
  }
  if (command !== 'run' || paths.length === 0) {
    console.error(words.usage);
    return 2;
  }
  const missing = paths.find((p) => !existsSync(p));
  if (missing) {
    console.error(words.nothingFound(missing));
    return 2;
  }
  const files = scenarioFiles(paths);
  if (files.length === 0) {
    console.error(words.nothingFound(paths.join(', ')));
    return 2;
  }

  let started: ScenarioCore;
  try {
    started = await startScenarioCore({ dataDir, version: appVersion() });
  } catch (error) {
    if (!(error instanceof DataFolderInUse)) throw error;
    console.error(error.message);
    return 2;
  }
  try {
    const chosen = await chooseProfile(started, values.profile, words);
    if (chosen !== undefined) return chosen;
    return await runAll(started, files, values.junit, language, words);
  } finally {
    await started.close();
  }
}

/** The named profile made active (never a production one), else the built-in simulator. */
async function chooseProfile(
  { core }: ScenarioCore,
  name: string | undefined,
  words: ScenarioWords,
): Promise<number | undefined> {
  const chosen = core.profiles
    .list()
    .find((p) => (name === undefined ? p.id === SIMULATOR_ID : p.name === name));
  if (!chosen) {
    console.error(terminalLine(words.noProfile(name ?? SIMULATOR_ID)));
    return 2;
  }
  // Refused before it is even made active: nothing of a scenario may reach production.
  if (chosen.production) {
    console.error(terminalLine(words.production(chosen.name)));
    return 2;
  }
  const active = core.profiles.activate(chosen.id);
  if (!active.ok) {
    console.error(terminalLine(active.error.message));
    return 2;
  }
  if (chosen.secret.state !== 'not_set' && chosen.secret.state !== 'needs_reentry')
    return undefined;
  // No keyring outside the app: the secret is asked for and kept in memory for this run only.
  let secret = process.env[SECRET_ENV];
  if (secret === undefined && process.stdin.isTTY) {
    try {
      secret = await promptPassword(words.secretPrompt(chosen.name), process.stdin, process.stdout);
    } catch {
      // Ctrl+C at the prompt: nothing was sent.
      console.error(terminalLine(words.noSecret(chosen.name)));
      return 2;
    }
  }
  if (secret) {
    const set = await core.profiles.setSecret(chosen.id, secret);
    if (!set.ok) {
      console.error(terminalLine(set.error.message));
      return 2;
    }
  }
  return undefined;
}

async function runAll(
  { core, dataDir, target }: ScenarioCore,
  files: string[],
  junit: string | undefined,
  language: Language,
  words: ScenarioWords,
): Promise<number> {
  const began = performance.now();
  say(words.profile(core.profiles.active().name));
  const runs: FileRun[] = [];
  let steps = 0;
  for (const file of files) {
    const loaded = loadScenario(file);
    if (!loaded.ok) {
      say(`${words.failed.toUpperCase()} ${file}`);
      for (const error of loaded.errors) say(`    ${error}`);
      runs.push({ file, run: { name: file, errors: loaded.errors } });
      continue;
    }
    if (interrupted) break;
    say(`${loaded.scenario.name} (${file})`);
    const run = await runScenario(loaded.scenario, target, {
      language,
      stopped: () => interrupted,
      onStep: (step) => {
        say(stepLine(step, words));
        for (const failure of step.failures) say(`      ${failure}`);
      },
    });
    steps += run.steps.length;
    if (run.skipped) say(`  ${words.skipped(run.skipped)}`);
    for (const failure of run.failures) say(`  ${failure}`);
    runs.push({ file, run });
  }
  const passed = runs.filter(({ run }) => 'passed' in run && run.passed).length;
  const skipped = runs.filter(({ run }) => 'skipped' in run && run.skipped).length;
  const failed = runs.length - passed - skipped;
  say('');
  say(words.journal(join(dataDir, 'journal')));
  if (junit) {
    mkdirSync(dirname(resolve(junit)), { recursive: true });
    writeFileSync(junit, junitXml(runs));
    say(words.junit(junit));
  }
  const seconds = words.seconds(performance.now() - began);
  say(words.summary(passed, failed, skipped, steps, seconds));
  if (interrupted) return INTERRUPTED;
  return failed === 0 ? 0 : 1;
}

/** `  passed     capture  transactions:reverse  succeeded  12 ms  op-…`. */
function stepLine(step: StepRun, words: ScenarioWords): string {
  const mark = step.failures.length === 0 ? words.passed : words.failed.toUpperCase();
  const head = [
    `  ${mark.padEnd(9)}`,
    `${step.cleanup ? `${words.cleanup}: ` : ''}${step.id}`,
    step.operation,
    outcomeWord(words, step.outcome),
    `${Math.round(step.ms)} ms`,
    step.operation_id ?? '',
  ].join('  ');
  return head.trimEnd();
}

process.exitCode = await main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(terminalLine(error instanceof Error ? error.message : String(error)));
  return 2;
});
