import { z } from 'zod';
import {
  API_OPERATION_NAMES,
  MONEY_OPERATION_NAMES,
  type MoneyOperationName,
} from '../operations/catalog';
import { moneyDescriptor } from '../operations/registry';
import { canBeScenarioStep, type ScenarioStepRecipe } from '../operations/scenario-step';
import { OperationId } from './operation';
import { ScenarioName, ScenarioRef, ScenarioSource } from './scenario-ref';

export { ScenarioName, ScenarioRef, ScenarioSource };

/**
 * The console's Scenarios area: the files it lists, checks and runs. A scenario's name and
 * source (what a page's address names) are in scenario-ref.ts.
 */

export const ScenarioListing = z.object({
  mine: z.array(z.object({ name: ScenarioName })),
  examples: z.array(z.object({ name: ScenarioName })),
});
export type ScenarioListing = z.infer<typeof ScenarioListing>;

/** A file's text as written: YAML or JSON, valid or not, so nothing typed is lost. */
export const ScenarioText = z.string().max(2_000_000);

export const ScenarioFile = ScenarioRef.extend({ text: ScenarioText });
export type ScenarioFile = z.infer<typeof ScenarioFile>;

/** One reason the text is not a scenario, at its line of the text (1 when it has none). */
export const ScenarioProblem = z.object({ line: z.number().int().min(1), message: z.string() });
export type ScenarioProblem = z.infer<typeof ScenarioProblem>;

export const ScenarioCheck = z.object({ problems: z.array(ScenarioProblem) });
export type ScenarioCheck = z.infer<typeof ScenarioCheck>;

export const ScenarioSaveInput = z.object({ name: ScenarioName, text: ScenarioText });
/** Saved whatever its problems (kept as typed); the problems come back to be shown. */
export const ScenarioSaved = z.object({ name: ScenarioName, problems: z.array(ScenarioProblem) });

export const ScenarioRunMode = z.enum(['all', 'steps']);
export const ScenarioRunInput = ScenarioRef.extend({ mode: ScenarioRunMode });

/**
 * A run's message in each language the console speaks: main keeps the run, and the page shows it
 * in the language its reader has when reading, which may not be the starter's.
 */
export const ScenarioSaid = z.object({ en: z.string(), es: z.string() });
export type ScenarioSaid = z.infer<typeof ScenarioSaid>;

/** One step as it ended. */
export const ScenarioStepResult = z.object({
  id: z.string(),
  operation: z.enum(API_OPERATION_NAMES),
  cleanup: z.boolean(),
  outcome: z.string(),
  status: z.string().optional(),
  amount: z.object({ value: z.number(), currency: z.string().optional() }).optional(),
  /**
   * A payment read's charged and refunded amounts, as its page shows them: its `amount` (the
   * API's current amount) is their net, a figure no other screen shows.
   */
  figures: z
    .object({
      captured: z.object({ value: z.number(), currency: z.string().optional() }),
      refunded: z.object({ value: z.number(), currency: z.string().optional() }),
    })
    .optional(),
  /** The kind a reversal step asked for (CAPTURE, REFUND, …), so it is named as Activity names it. */
  reversal_type: z.string().optional(),
  failures: z.array(ScenarioSaid),
  /** The journal's operation, for Activity's link. */
  operation_id: z.string().optional(),
  ms: z.number(),
});
export type ScenarioStepResult = z.infer<typeof ScenarioStepResult>;

/**
 * The console's run, kept by main so that it goes on while the page is elsewhere. `waiting`:
 * step by step, the next step waits for the person's click.
 */
export const ScenarioRunState = z.object({
  source: ScenarioSource,
  name: ScenarioName,
  mode: ScenarioRunMode,
  profile: z.string(),
  state: z.enum(['running', 'waiting', 'done']),
  /** The step sent on the next click, while waiting. */
  next: z.string().optional(),
  steps: z.array(ScenarioStepResult),
  failures: z.array(ScenarioSaid),
  skipped: ScenarioSaid.optional(),
  passed: z.boolean().optional(),
  /** The person stopped it before a step: not a failure, and said as a stop. */
  stopped: z.boolean().optional(),
  /**
   * When the run put the built-in simulator back at its seed (ISO time): payments made there by
   * hand before it are gone, and the payments screens say why.
   */
  simulator_reset_at: z.string().optional(),
});
export type ScenarioRunState = z.infer<typeof ScenarioRunState>;

/**
 * The journaled operations a scenario step can be rebuilt from: the money operations whose
 * module says how (its `scenarioStep`). A back-office change sent card data the journal never
 * keeps, so it is none of them.
 */
export const SCENARIO_STEP_SOURCES: readonly MoneyOperationName[] = MONEY_OPERATION_NAMES.filter(
  (name) => canBeScenarioStep(moneyDescriptor(name).scenarioStep),
);
export type ScenarioStepSource = MoneyOperationName;

export const isScenarioStepSource = (name: string): name is ScenarioStepSource =>
  (SCENARIO_STEP_SOURCES as readonly string[]).includes(name);

/** How a journaled operation becomes a step, by its module; none for what cannot be one. */
export function scenarioStepRecipe(name: string): ScenarioStepRecipe | undefined {
  if (!isScenarioStepSource(name)) return undefined;
  const way = moneyDescriptor(name).scenarioStep;
  return canBeScenarioStep(way) ? way : undefined;
}

/**
 * Activity's "Save as scenario": the journaled operations, by id, that become the steps (main
 * orders them by time), and the name of the new file, which must not be one the person has.
 */
export const ScenarioFromActivityInput = z.object({
  name: ScenarioName,
  operation_ids: z.array(OperationId).min(1).max(100),
});
