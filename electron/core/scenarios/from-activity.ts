import { stringify } from 'yaml';
import {
  authorizationDecisionFor,
  TEST_CARDS,
  type TestCard,
} from '../../../shared/card/test-cards';
import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import type { JournalEntry } from '../../../shared/schemas/journal';
import {
  SCENARIO_FORMAT_VERSION,
  type Scenario,
  type ScenarioStep,
  type StepExpectation,
} from '../../../shared/schemas/scenario';
import { isPlainObject } from '../../../shared/schemas/normalize';
import { sentAmount, type StepCard } from '../../../shared/operations/scenario-step';
import { scenarioStepRecipe } from '../../../shared/schemas/scenario-desk';
import type { Language } from '../../../shared/schemas/app';
import type { DialectName } from '../../../shared/schemas/dialect';
import { isMoneyOperation } from '../../../shared/operations/catalog';
import { entryReport, type EntryReport } from '../pipeline/report';
import { amountFact } from './expectations';
import { scenarioWords, type ScenarioWords } from './scenario-words';

/** The ids an earlier step's answer revealed, which a later step may name by its variable. */
const VARIABLE_IDS = ['payment_id', 'transaction_id'] as const;

/**
 * Journaled operations as a scenario: steps in the order they were sent, each input the form's
 * as rebuilt from the body that went on the wire, an id revealed by an earlier step's answer
 * replaced by its variable, and what core judged then as the step's expectation. The journal
 * keeps no card data, so a step that carried a card is given a public test card that answers
 * as that card did, and says so: no number is ever taken from anywhere else.
 */
export function scenarioFromJournal(
  name: string,
  entries: readonly JournalEntry[],
  language: Language = 'en',
): Result<Scenario> {
  const words = scenarioWords(language);
  for (const entry of entries) {
    const { operation, operation_id: id } = entry.begin;
    if (!scenarioStepRecipe(operation))
      return refuse('validation', 'scenario_source_unsupported', { id, operation });
  }
  const ordered = [...entries].sort(
    (a, b) =>
      a.begin.at.localeCompare(b.begin.at) ||
      a.begin.operation_id.localeCompare(b.begin.operation_id),
  );
  const earlier: { id: string; ids: EntryReport['ids'] }[] = [];
  const used = new Set<string>();
  const notes: string[] = [];
  const steps = ordered.map((entry): ScenarioStep => {
    const report = entryReport(entry, false);
    const id = stepId(entry, used);
    const rebuilt = inputOf(entry, report);
    if (rebuilt.card) notes.push(words.testCard(id, rebuilt.card));
    const input = withVariables(rebuilt.input, earlier);
    earlier.push({ id, ids: report.ids });
    const expect = expectationOf(report);
    return {
      id,
      // A money operation with a recipe: every entry was checked against them above.
      operation: entry.begin.operation as ScenarioStep['operation'],
      input,
      ...(expect ? { expect } : {}),
    };
  });
  const dialect = dialectOf(ordered, steps, words);
  if (dialect?.note) notes.push(dialect.note);
  const description = [
    words.savedFrom(ordered.map((e) => e.begin.operation_id).join(', ')),
    ...notes,
  ].join(' ');
  return ok({
    version: SCENARIO_FORMAT_VERSION,
    name,
    description,
    ...(dialect ? { profile: { dialect: dialect.name } } : {}),
    steps,
  } as Scenario);
}

/**
 * The simulator dialect the operations were sent in, so the replay meets the same shapes and
 * the same pending captures. Records from another profile, or older ones, name none. A scenario
 * runs in one dialect: the first step's, and the steps sent in the other are named.
 */
function dialectOf(
  ordered: readonly JournalEntry[],
  steps: readonly ScenarioStep[],
  words: ScenarioWords,
): { name: DialectName; note?: string } | undefined {
  const sent = ordered.map((entry) => entry.begin.profile.dialect);
  const name = sent.find((d) => d !== undefined);
  if (!name) return undefined;
  const other = sent.flatMap((d, i) => (d !== undefined && d !== name ? [steps[i]!.id] : []));
  if (other.length === 0) return { name };
  const otherName = sent.find((d) => d !== undefined && d !== name)!;
  return { name, note: words.otherDialect(other.join(', '), otherName, name) };
}

/** The file's text, in the order a person reads a scenario. */
export function scenarioText(scenario: Scenario): string {
  return stringify(scenario, { lineWidth: 100 });
}

/** The body as sent; the journal of an older version may hold none. */
const sentBody = (entry: JournalEntry) =>
  isPlainObject(entry.begin.request.body) ? entry.begin.request.body : {};

/** Each operation's module says how its call becomes a step (checked by the caller). */
const recipeOf = (entry: JournalEntry) => scenarioStepRecipe(entry.begin.operation)!;

function stepId(entry: JournalEntry, used: Set<string>): string {
  const base = recipeOf(entry).id(sentBody(entry));
  const clean = base.replace(/[^a-z0-9_]/g, '_').replace(/^[^a-z]+/, '') || 'step';
  let id = clean.slice(0, 36);
  for (let n = 2; used.has(id); n++) id = `${clean.slice(0, 36)}_${n}`;
  used.add(id);
  return id;
}

interface Rebuilt {
  input: Record<string, unknown>;
  /** The last four of the public test card sent in place of the card, for the description. */
  card?: string;
}

function inputOf(entry: JournalEntry, report: EntryReport): Rebuilt {
  let card: TestCard | undefined;
  const testCard = (): StepCard => {
    card ??= testCardFor(report);
    return cardInput(card);
  };
  const input = recipeOf(entry).input(
    { body: sentBody(entry), targets: entry.begin.targets },
    testCard,
  );
  return card ? { input, card: card.pan.slice(-4) } : { input };
}

/** The public test card whose network answer is the one the journaled step had. */
function testCardFor(report: EntryReport): TestCard {
  const code = report.response_code;
  // An approval is the plain approving card, not a drill card that also approves.
  const same = TEST_CARDS.find((card) => {
    const decision = authorizationDecisionFor(card.outcome);
    return decision.status !== 'APPROVED' && decision.responseCode === code;
  });
  return same ?? TEST_CARDS.find((card) => card.outcome === 'approved')!;
}

function cardInput(card: TestCard): StepCard {
  // Never expired while the file is in use: the end of a year well ahead of this one.
  const year = new Date().getUTCFullYear() + 5;
  return {
    number: card.pan,
    cvv: '123',
    expiration_month: '12',
    expiration_year: String(year),
    holder_name: 'Test Card',
  };
}

/** Each value equal to an id an earlier step revealed becomes that step's variable. */
function withVariables(
  input: Record<string, unknown>,
  earlier: readonly { id: string; ids: EntryReport['ids'] }[],
): Record<string, unknown> {
  const variableOf = (value: string): string | undefined => {
    for (const key of VARIABLE_IDS)
      for (const step of earlier) if (step.ids[key] === value) return `{{steps.${step.id}.${key}}}`;
    return undefined;
  };
  return Object.fromEntries(
    Object.entries(input).map(([key, value]) => [
      key,
      typeof value === 'string' ? (variableOf(value) ?? value) : value,
    ]),
  );
}

/**
 * What core judged then, read as the replay will be judged: an authorization's amount is what it
 * authorized, a capture's or refund's what moved.
 */
function expectationOf(report: EntryReport): StepExpectation | undefined {
  const judged = isMoneyOperation(report.kind) ? amountFact(report.kind, report).amount : undefined;
  const amount = judged?.currency
    ? `${sentAmount(judged.value, judged.currency)} ${judged.currency}`
    : undefined;
  return defined({ outcome: report.outcome, status: report.status, amount }) as StepExpectation;
}

function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
