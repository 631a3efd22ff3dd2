import { randomBytes } from 'node:crypto';
import type { ApiOperationName } from '../../../shared/operations/catalog';
import type { Result } from '../../../shared/result';
import type { Language } from '../../../shared/schemas/app';
import type { DialectName } from '../../../shared/schemas/dialect';
import type { Scenario, ScenarioStep } from '../../../shared/schemas/scenario';
import { factsOf, mismatches, mismatchText, type StepFacts } from './expectations';
import { sayEach, scenarioWords, type Said } from './scenario-words';
import { resolveInput } from './template';

/** A simulator's control API, for a profile that has one (the built-in simulator). */
export interface SimulatorControlApi {
  /** Back to the seed with no fault armed, so each scenario starts from the same money. */
  fresh(): Promise<Result<void>>;
  setDialect(dialect: DialectName): Promise<Result<void>>;
  armFault(fault: unknown): Promise<Result<void>>;
  clearFaults(): Promise<Result<void>>;
  /** False where the simulator has no clock to move. */
  hasClock(): Promise<boolean>;
  advanceClock(seconds: number): Promise<Result<void>>;
}

/** Where a scenario runs: the console's core, through the same road as its screens. */
export interface ScenarioTarget {
  profile(): { name: string; production: boolean };
  /** One operation through dispatch: the contract, the guard, the pipeline and its journal. */
  call(operation: ApiOperationName, input: unknown): Promise<Result<unknown>>;
  control?: SimulatorControlApi | undefined;
}

export interface StepRun {
  id: string;
  operation: ApiOperationName;
  cleanup: boolean;
  /** Empty when every expectation held; in the run's language. */
  failures: string[];
  /** The same failures in every language, for a run read later in another one. */
  said: Said[];
  ms: number;
  /** A journaled step's operation, as Activity lists it. */
  operation_id?: string | undefined;
  outcome: string;
  /**
   * What core judged the transaction's or payment's status and amount to be; a money step that
   * says nothing moved is shown with the amount it asked for.
   */
  status?: string | undefined;
  amount?: { value: number; currency?: string | undefined } | undefined;
  /** The kind a reversal step asked for, for its name on screen. */
  reversal_type?: string | undefined;
  /** A payment read's charged and refunded amounts, shown instead of their net. */
  figures?: StepFacts['figures'];
}

export interface ScenarioRun {
  name: string;
  /** Why it did not run here; a skipped scenario sent nothing. */
  skipped?: string | undefined;
  /** Failures outside a step (a production profile). */
  failures: string[];
  /** Those failures, and why it was skipped, in every language. */
  said: Said[];
  skippedSaid?: Said | undefined;
  steps: StepRun[];
  passed: boolean;
  ms: number;
}

export interface RunOptions {
  language?: Language;
  /** Told of each step as it ends, for the terminal's progress. */
  onStep?: (step: StepRun) => void;
  /** Asked before each step: true stops the steps (a person pressed Ctrl+C); cleanup still runs. */
  stopped?: () => boolean;
  /**
   * Awaited before each step (not the cleanup's): the console's "step by step" resolves it on
   * the person's click, so nothing is sent until they ask for it.
   */
  beforeStep?: (step: ScenarioStep) => Promise<void>;
  /** Told once the simulator is back at its seed: what was made there by hand is gone. */
  onReset?: () => void;
}

/**
 * Runs one scenario: its steps in order, each sent as the console sends it and judged by what
 * core reported, stopping at the first step that fails (later steps would act on money that is
 * not where the scenario believes), then its cleanup whatever happened. A production profile is
 * refused before anything is sent.
 */
export async function runScenario(
  scenario: Scenario,
  target: ScenarioTarget,
  options: RunOptions = {},
): Promise<ScenarioRun> {
  const started = performance.now();
  const language = options.language ?? 'en';
  const words = scenarioWords(language);
  const run = (parts: { skipped?: Said; failures?: Said[]; steps?: StepRun[] }) => {
    const said = parts.failures ?? [];
    const failures = said.map((f) => f[language]);
    const steps = parts.steps ?? [];
    return {
      name: scenario.name,
      skipped: parts.skipped?.[language],
      skippedSaid: parts.skipped,
      failures,
      said,
      steps,
      passed: !parts.skipped && failures.length === 0 && steps.every((s) => !s.failures.length),
      ms: performance.now() - started,
    } satisfies ScenarioRun;
  };
  const profile = target.profile();
  if (profile.production) return run({ failures: [sayEach((w) => w.production(profile.name))] });
  const skipped = await whyNotHere(scenario, target);
  if (skipped) return run({ skipped });

  const { control } = target;
  const failures: Said[] = [];
  if (control) {
    const fresh = await control.fresh();
    if (fresh.ok) options.onReset?.();
    const dialect = scenario.profile?.dialect;
    const set = fresh.ok && dialect ? await control.setDialect(dialect) : fresh;
    if (!set.ok) return run({ failures: [same(set.error.message)] });
  }
  const scope = { steps: new Map<string, unknown>(), runId: newRunId(), words };
  const steps: StepRun[] = [];
  const perform = async (step: ScenarioStep, cleanup: boolean) => {
    const done = await runStep(step, cleanup, target, scope, language);
    steps.push(done);
    options.onStep?.(done);
    return done.failures.length === 0;
  };
  for (const step of scenario.steps) {
    if (options.stopped?.()) {
      failures.push(sayEach((w) => w.stopped(step.id)));
      break;
    }
    await options.beforeStep?.(step);
    // Asked again: a stop may have come while the step waited for its click.
    if (options.stopped?.()) {
      failures.push(sayEach((w) => w.stopped(step.id)));
      break;
    }
    if (!(await perform(step, false))) break;
  }
  for (const step of scenario.cleanup ?? []) await perform(step, true);
  if (control) {
    // A fault left armed would meet the next scenario's first request.
    const cleared = await control.clearFaults();
    if (!cleared.ok) failures.push(same(cleared.error.message));
  }
  return run({ steps, failures });
}

async function runStep(
  step: ScenarioStep,
  cleanup: boolean,
  target: ScenarioTarget,
  scope: Parameters<typeof resolveInput>[1] & { steps: Map<string, unknown> },
  language: Language,
): Promise<StepRun> {
  const started = performance.now();
  const done = (
    said: Said[],
    outcome: string,
    operationId?: string,
    facts?: StepFacts,
  ): StepRun => ({
    id: step.id,
    operation: step.operation,
    cleanup,
    failures: said.map((f) => f[language]),
    said,
    ms: performance.now() - started,
    operation_id: operationId,
    outcome,
    status: facts?.status,
    amount: facts?.amount ?? facts?.asked,
    reversal_type: facts?.reversal_type,
    figures: facts?.figures,
  });
  // Again at each step: a profile made active, or marked production, mid-run is refused too.
  const profile = target.profile();
  if (profile.production) return done([sayEach((w) => w.production(profile.name))], 'failed');
  const input = resolveInput(step.input, scope);
  if (!input.ok) {
    const why = input.say;
    return done([sayEach((w) => w.badInput(step.id, why(w)))], 'failed');
  }
  const setupFailure = await setUp(step, target);
  if (setupFailure) return done([setupFailure], 'failed');
  const result = await target.call(step.operation, input.value);
  const facts = factsOf(step.operation, result);
  scope.steps.set(step.id, facts.answer);
  // Worded in each language from the same facts: amounts take each language's decimal mark.
  const each = {
    en: mismatches(step.expect, facts, 'en', scenarioWords('en')),
    es: mismatches(step.expect, facts, 'es', scenarioWords('es')),
  };
  const failures = each.en.map((_, i): Said => ({
    en: mismatchText(step.id, each.en[i]!, scenarioWords('en')),
    es: mismatchText(step.id, each.es[i]!, scenarioWords('es')),
  }));
  const answer = facts.answer as { operation_id?: unknown };
  const operationId =
    result.ok && typeof answer.operation_id === 'string' ? answer.operation_id : undefined;
  return done(failures, facts.outcome, operationId, facts);
}

/** The simulator's setup for a step, in the order a person would do it; a refusal is named. */
async function setUp(step: ScenarioStep, target: ScenarioTarget): Promise<Said | undefined> {
  const { setup } = step;
  const control = target.control;
  if (!setup || !control) return undefined;
  const tasks: [string, () => Promise<Result<void>>][] = [];
  if (setup.clear_faults) tasks.push(['DELETE /_sandbox/faults', () => control.clearFaults()]);
  if (setup.advance_clock_s !== undefined) {
    const seconds = setup.advance_clock_s;
    tasks.push(['POST /_sandbox/clock', () => control.advanceClock(seconds)]);
  }
  if (setup.fault) {
    const fault = setup.fault;
    tasks.push(['POST /_sandbox/faults', () => control.armFault(fault)]);
  }
  for (const [what, task] of tasks) {
    const done = await task();
    if (!done.ok) {
      const why = done.error.message;
      return sayEach((w) => w.setupFailed(step.id, what, why));
    }
  }
  return undefined;
}

/** Why this target cannot play the scenario as written, if it cannot. */
async function whyNotHere(scenario: Scenario, target: ScenarioTarget): Promise<Said | undefined> {
  const all = [...scenario.steps, ...(scenario.cleanup ?? [])];
  const dialect = scenario.profile?.dialect;
  if (dialect && !target.control) return sayEach((w) => w.needsDialect(dialect));
  if ((scenario.profile?.control || all.some((s) => s.setup)) && !target.control)
    return sayEach((w) => w.needsControl);
  const movesClock = all.some((s) => s.setup?.advance_clock_s !== undefined);
  if (movesClock && !(await target.control?.hasClock())) return sayEach((w) => w.needsClock);
  return undefined;
}

/** A message the simulator or core wrote, the same whatever the reader's language. */
const same = (message: string): Said => ({ en: message, es: message });

/** Short and unique enough to name what a run creates (`usr-scn-{{run.id}}`). */
function newRunId(): string {
  return randomBytes(5).toString('hex');
}
