import type { z } from 'zod';
import { currencyDecimals } from '../money';
import type { OperationTargets } from '../schemas/operation';

/*
 * How a journaled money call becomes a step of a scenario (Activity's "Save as scenario"). Each
 * money module says it (`scenarioStep`), so a new money operation is either offered there or
 * says why it cannot be: it is never left out without a word.
 */

/** What the journal kept of a money call: the body that went on the wire and its targets. */
export interface JournaledCall {
  /** The body as sent; `{}` when the journal kept none. */
  body: Record<string, unknown>;
  targets: z.infer<typeof OperationTargets>;
}

/** The fields of a public test card, as the card forms send them. */
export interface StepCard {
  number: string;
  cvv: string;
  expiration_month: string;
  expiration_year: string;
  holder_name: string;
}

export interface ScenarioStepRecipe {
  /** What the step's id starts with, so a file reads as the flow QA did: auth, capture, refund… */
  id: (body: Record<string, unknown>) => string;
  /**
   * The form's input rebuilt from the journaled call. The journal keeps no card data: a call
   * that carried a card asks for `testCard()`, the public test card that answers as it did.
   */
  input: (call: JournaledCall, testCard: () => StepCard) => Record<string, unknown>;
}

/** A money operation the journal does not keep enough of to send again as it was sent. */
export interface NoScenarioStep {
  /** Why, for whoever reads the module: "the journal never keeps …". */
  cannot: string;
}

/**
 * What a step's amount is, so a failure says it in the step's own words: an authorization's is
 * authorized (no money moves until capture), a capture's captured. A read's has none: it is the
 * payment's or transaction's amount, `judged.amount`.
 */
export type AmountMeaning =
  | 'authorized'
  | 'captured'
  | 'refunded'
  | 'cancelled'
  | 'reversed'
  | 'moved'
  | 'captureAsked'
  | 'asked';

interface Money {
  value: number;
  currency?: string | undefined;
}

/** A money report's amounts and what says which they are, as main reports them. */
export interface MoneyAmounts {
  outcome: string;
  status?: string | undefined;
  reversal_type?: string | undefined;
  moved?: Money | undefined;
  authorized?: Money | undefined;
  /** The amount the request named. */
  amount?: Money | undefined;
}

export interface AmountFact {
  meaning: AmountMeaning;
  amount?: Money | undefined;
}

/** `key`'s meaning in `table`; anything else moved what the answer says it moved. */
export const meaningIn = (
  table: Readonly<Record<string, AmountMeaning>>,
  key: string | undefined,
) => (key !== undefined && Object.hasOwn(table, key) ? table[key]! : 'moved');

export type ScenarioStepWay = ScenarioStepRecipe | NoScenarioStep;

export const canBeScenarioStep = (way: ScenarioStepWay): way is ScenarioStepRecipe =>
  !('cannot' in way);

// ---- reading the body back: a value of another type is left out, as the form never sent it ----

export function sentText(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An amount as the form types it: with its currency's decimals when the currency is known. */
export function sentAmount(value: unknown, currency: string | undefined): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return currency ? value.toFixed(currencyDecimals(currency)) : String(value);
}

export function sentObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}
