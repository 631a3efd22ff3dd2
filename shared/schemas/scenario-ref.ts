import { z } from 'zod';
import { fieldReason } from '../validation-words';

/**
 * A scenario as a page names it: the person's own files (the data folder's `scenarios/`) or the
 * shipped examples, read-only, by name, never by path: main finds the file by that name among
 * the ones it listed itself. Apart from the Scenarios contract, which names every operation a
 * step can be: the router reads these on the first screen.
 */
export const ScenarioName = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,79}$/, fieldReason('scenarioName'));
export type ScenarioName = z.infer<typeof ScenarioName>;

export const ScenarioSource = z.enum(['mine', 'example']);
export type ScenarioSource = z.infer<typeof ScenarioSource>;

export const ScenarioRef = z.object({ source: ScenarioSource, name: ScenarioName });
export type ScenarioRef = z.infer<typeof ScenarioRef>;
