import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import type { Language } from '../../../shared/schemas/app';
import type { Scenario } from '../../../shared/schemas/scenario';
import type { ScenarioRunState } from '../../../shared/schemas/scenario-desk';
import { logError } from '../log';
import { runScenario, type ScenarioTarget, type StepRun } from './runner';

export interface RunRequest {
  source: ScenarioRunState['source'];
  name: string;
  mode: ScenarioRunState['mode'];
  scenario: Scenario;
  language: Language;
  /** Made at the start: the target runs in the dialect the simulator profile has then. */
  target: ScenarioTarget;
  /** Called once the run is over, cleanup included (the console puts its dialect back). */
  after?: () => void;
}

/**
 * The console's one scenario run, kept by main: it goes on while the page is on another screen,
 * and the page reads where it is (`status`) when it comes back. Step by step, each step waits
 * for `next`. One run at a time: two runs on one simulator would reset each other's money.
 */
export class ConsoleRuns {
  private current: ScenarioRunState | undefined;
  private release: (() => void) | undefined;
  private stopAsked = false;
  private finished: Promise<void> = Promise.resolve();

  status(): ScenarioRunState | null {
    return this.current ? structuredClone(this.current) : null;
  }

  start(request: RunRequest): Result<ScenarioRunState> {
    if (this.current && this.current.state !== 'done')
      return refuse('conflict', 'scenario_running', { id: this.current.name });
    const profile = request.target.profile();
    // The runner refuses too; said here first so nothing starts and the page can say why.
    if (profile.production)
      return refuse('forbidden', 'scenario_production', { profile: profile.name });
    const state: ScenarioRunState = {
      source: request.source,
      name: request.name,
      mode: request.mode,
      profile: profile.name,
      state: 'running',
      steps: [],
      failures: [],
    };
    this.current = state;
    this.stopAsked = false;
    this.finished = this.play(state, request);
    return ok(structuredClone(state));
  }

  /** Step by step: sends the step that waits. */
  next(): Result<ScenarioRunState> {
    const release = this.release;
    if (!this.current || this.current.state !== 'waiting' || !release)
      return refuse('conflict', 'scenario_not_waiting');
    this.release = undefined;
    this.current.state = 'running';
    this.current.next = undefined;
    release();
    return ok(structuredClone(this.current));
  }

  /** Stops before the next step; the cleanup still runs, so nothing is left behind. */
  stop(): Result<ScenarioRunState | null> {
    if (this.current && this.current.state !== 'done') {
      this.stopAsked = true;
      const release = this.release;
      this.release = undefined;
      // No longer waiting for a click: said as running until its cleanup is over, so a page
      // reads the run again until it is done.
      this.current.state = 'running';
      this.current.next = undefined;
      release?.();
    }
    return ok(this.status());
  }

  /** Resolves when the run started last is over (tests, and the console's close). */
  settled(): Promise<void> {
    return this.finished;
  }

  private async play(state: ScenarioRunState, request: RunRequest): Promise<void> {
    // Only a stop that kept a step from being sent ended the run; one during cleanup did not.
    let stoppedBeforeStep = false;
    try {
      const run = await runScenario(request.scenario, request.target, {
        language: request.language,
        onStep: (step) => state.steps.push(stepResult(step)),
        onReset: () => {
          state.simulator_reset_at = new Date().toISOString();
        },
        stopped: () => (stoppedBeforeStep ||= this.stopAsked),
        beforeStep:
          request.mode === 'steps'
            ? (step) =>
                new Promise<void>((resolve) => {
                  if (this.stopAsked) return resolve();
                  state.state = 'waiting';
                  state.next = step.id;
                  this.release = resolve;
                })
            : undefined,
      });
      state.failures = run.said;
      state.skipped = run.skippedSaid;
      state.passed = run.passed;
      if (stoppedBeforeStep) state.stopped = true;
    } catch (error) {
      // A run is never left "running" forever: the page would wait on it.
      logError('scenario run', error);
      state.passed = false;
    } finally {
      state.state = 'done';
      state.next = undefined;
      this.release = undefined;
      request.after?.();
    }
  }
}

function stepResult(step: StepRun): ScenarioRunState['steps'][number] {
  return {
    id: step.id,
    operation: step.operation,
    cleanup: step.cleanup,
    outcome: step.outcome,
    ...(step.status ? { status: step.status } : {}),
    ...(step.amount ? { amount: step.amount } : {}),
    ...(step.reversal_type ? { reversal_type: step.reversal_type } : {}),
    ...(step.figures ? { figures: step.figures } : {}),
    failures: step.said,
    ...(step.operation_id ? { operation_id: step.operation_id } : {}),
    ms: step.ms,
  };
}
