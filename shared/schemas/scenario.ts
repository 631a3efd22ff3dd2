import { z } from 'zod';
import { API_OPERATION_NAMES } from '../operations/catalog';
import { DIALECT_NAMES } from './dialect';
import { Outcome } from './operation';

/**
 * A scenario: a named flow of API operations replayed through the console's core, with what core
 * must judge at each step. The one source of its shape: the CLI, the examples' JSON Schema
 * (`z.toJSONSchema`, in e2e/scenarios/scenario.schema.json) and any editor read it from here.
 * `version` is the format's: a file written for another version is refused, never guessed at.
 */
export const SCENARIO_FORMAT_VERSION = 1;

/** Named in `{{steps.<id>.…}}` and in every message about the step. */
export const StepId = z
  .string()
  .regex(/^[a-z][a-z0-9_]{0,39}$/, 'A step id is lower case letters, digits and _ (at most 40)');

/**
 * An amount as people write it, with its currency: "10.00 EUR", "350000 COP". Compared in the
 * currency's minor units, so "10 EUR" and "10.00 EUR" are the same amount.
 */
export const ExpectedAmount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,4})? [A-Z]{3}$/, 'An amount is a number then its currency: "10.00 EUR"');

/** A fault for the simulator's control API (`POST /_sandbox/faults`), which checks its kind. */
export const ScenarioFault = z.strictObject({
  match: z.strictObject({
    method: z
      .string()
      .regex(/^[A-Z]{1,16}$/)
      .optional(),
    path: z.string().startsWith('/').max(512),
  }),
  kind: z.string().regex(/^[a-z0-9_]{1,40}$/),
  count: z.number().int().min(1).max(1000).optional(),
  delay_ms: z.number().int().min(0).max(600_000).optional(),
  retry_after_s: z.number().int().min(0).max(3600).optional(),
});

/** What is done to the simulator just before the step is sent. */
export const StepSetup = z.strictObject({
  fault: ScenarioFault.optional(),
  clear_faults: z.boolean().optional(),
  /** Moves the simulator's clock (`POST /_sandbox/clock`), e.g. past a capture's estimated date. */
  advance_clock_s: z.number().int().min(1).max(31_536_000).optional(),
});

/**
 * What core must have judged. Money: the report's outcome, the transaction's status, response
 * code and its amount: what an authorization authorized (it moves none until captured), what a
 * capture, refund or cancellation says moved. A read or change: `succeeded` or `failed`, and
 * `status` and `amount` are the payment's (its current amount) or transaction's. `error_code` is
 * a refusal's code or the API's own (`apiCode`). `fields`: any value of the answer by its dotted
 * path.
 */
export const StepExpectation = z.strictObject({
  outcome: Outcome.optional(),
  status: z.string().min(1).optional(),
  response_code: z.string().min(1).optional(),
  amount: ExpectedAmount.optional(),
  error_code: z.string().min(1).optional(),
  fields: z.record(z.string().min(1), z.unknown()).optional(),
});
export type StepExpectation = z.infer<typeof StepExpectation>;

export const ScenarioStep = z.strictObject({
  id: StepId,
  /** A channel of shared/operations (`payments:authorize`, `transactions:reverse`, …). */
  operation: z.enum(API_OPERATION_NAMES),
  /**
   * The operation's input as the console's form sends it; any string may hold
   * `{{steps.<id>.<path>}}` (a value of an earlier step's answer; a money step's `ids` are also
   * at its top: `{{steps.auth.payment_id}}`) or `{{run.id}}` (unique to this run).
   */
  input: z.record(z.string(), z.unknown()).default({}),
  setup: StepSetup.optional(),
  /** Absent: the step must succeed. */
  expect: StepExpectation.optional(),
});
export type ScenarioStep = z.infer<typeof ScenarioStep>;

export const Scenario = z
  .strictObject({
    /** Where an editor finds the JSON Schema; not read by the runner. */
    $schema: z.string().optional(),
    version: z.literal(SCENARIO_FORMAT_VERSION),
    name: z.string().trim().min(1).max(200),
    description: z.string().max(2000).optional(),
    /**
     * What the profile must offer. `dialect`: the built-in simulator is switched to it for the
     * run; any other profile cannot be, so the scenario is skipped there. `control`: the steps
     * arm faults or move the clock, which only a simulator's control API does.
     */
    profile: z
      .strictObject({
        dialect: z.enum(DIALECT_NAMES).optional(),
        control: z.boolean().optional(),
      })
      .optional(),
    steps: z.array(ScenarioStep).min(1).max(100_000),
    /** Run after the steps whatever they did, so a failed run leaves nothing behind. */
    cleanup: z.array(ScenarioStep).max(1000).optional(),
  })
  .superRefine((scenario, ctx) => {
    const seen = new Set<string>();
    const all = [...scenario.steps, ...(scenario.cleanup ?? [])];
    all.forEach((step, index) => {
      const inCleanup = index >= scenario.steps.length;
      const at = inCleanup ? index - scenario.steps.length : index;
      if (seen.has(step.id))
        ctx.addIssue({
          code: 'custom',
          path: [inCleanup ? 'cleanup' : 'steps', at, 'id'],
          message: `Step id "${step.id}" is used twice`,
          // Worded from these in the person's language where the file is checked.
          params: { problem: 'duplicate_step_id', id: step.id },
        });
      seen.add(step.id);
    });
  });
export type Scenario = z.infer<typeof Scenario>;

/** The JSON Schema of the format, for editors and for files' `$schema`. */
export function scenarioJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(Scenario, { io: 'input', unrepresentable: 'any' }),
    title: 'Payments Console scenario',
  };
}
