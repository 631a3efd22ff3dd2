import { stringify } from 'yaml';
import {
  authorizationDecisionFor,
  TEST_CARDS,
  type TestCard,
} from '../../../shared/card/test-cards';
import { refuse } from '../../../shared/error-words';
import { currencyDecimals } from '../../../shared/money';
import { ok, type Result } from '../../../shared/result';
import type { JournalEntry } from '../../../shared/schemas/journal';
import {
  SCENARIO_FORMAT_VERSION,
  type Scenario,
  type ScenarioStep,
  type StepExpectation,
} from '../../../shared/schemas/scenario';
import { isPlainObject } from '../../../shared/schemas/normalize';
import {
  isScenarioStepSource,
  type ScenarioStepSource,
} from '../../../shared/schemas/scenario-desk';
import type { Language } from '../../../shared/schemas/app';
import type { DialectName } from '../../../shared/schemas/dialect';
import { entryReport, type EntryReport } from '../pipeline/report';
import { scenarioWords, type ScenarioWords } from './scenario-words';

/** What a step's id starts with, so a file reads as the flow QA did: auth, capture, refund… */
const STEP_NAMES: Record<string, string> = {
  'payments:authorize': 'auth',
  'transactions:authorize': 'auth',
  'pos:cancelOrRefund': 'cancel_or_refund',
};

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
    if (!isScenarioStepSource(operation))
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
    const id = stepId(entry, report, used);
    const rebuilt = inputOf(entry, report);
    if (rebuilt.card) notes.push(words.testCard(id, rebuilt.card));
    const input = withVariables(rebuilt.input, earlier);
    earlier.push({ id, ids: report.ids });
    const expect = expectationOf(report);
    return {
      id,
      operation: entry.begin.operation as ScenarioStepSource,
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

function stepId(entry: JournalEntry, report: EntryReport, used: Set<string>): string {
  const base =
    STEP_NAMES[entry.begin.operation] ?? (report.reversal_type ?? 'reversal').toLowerCase();
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
  const { begin } = entry;
  const body = isPlainObject(begin.request.body) ? begin.request.body : {};
  switch (begin.operation as ScenarioStepSource) {
    case 'transactions:reverse': {
      const amount = isPlainObject(body.amount) ? body.amount : {};
      const currency = text(amount.currency) ?? begin.targets.currency;
      return {
        input: defined({
          transaction_id: begin.targets.transaction_id,
          payment_id: begin.targets.payment_id,
          type: text(body.type),
          amount: amountText(amount.value, currency),
          currency,
        }),
      };
    }
    case 'pos:cancelOrRefund':
      return { input: defined({ payment_id: begin.targets.payment_id }) };
    default:
      return authorizationInput(begin, body, report);
  }
}

/** The authorization form's fields back from the API's body (authorization.ts builds it). */
function authorizationInput(
  begin: JournalEntry['begin'],
  body: Record<string, unknown>,
  report: EntryReport,
): Rebuilt {
  const amount = isPlainObject(body.amount) ? body.amount : {};
  const currency = text(amount.currency);
  const terminal = isPlainObject(body.terminal) ? body.terminal : {};
  const capture = isPlainObject(body.capture) ? body.capture : {};
  const instrument = isPlainObject(body.instrument) ? body.instrument : {};
  const stored = text(instrument.id) ?? begin.targets.instrument_id;
  const card = stored ? undefined : testCardFor(report);
  const known = new Set([
    'merchant_id',
    'payment_id',
    'instrument',
    'amount',
    'type',
    'capture',
    'initiator',
    'entry_mode',
    'order_type',
    'terminal',
    'external_client_trace_id',
  ]);
  const extra = Object.fromEntries(Object.entries(body).filter(([key]) => !known.has(key)));
  const input = defined({
    merchant_id: text(body.merchant_id),
    ...(begin.operation === 'transactions:authorize' ? { payment_id: text(body.payment_id) } : {}),
    instrument: stored ? { kind: 'stored', id: stored } : { kind: 'card', card: cardInput(card!) },
    amount: amountText(amount.value, currency),
    currency,
    tip: isPlainObject(amount.tip) ? amountText(amount.tip.value, currency) : undefined,
    type: text(body.type),
    capture_mode: text(capture.mode),
    initiator: text(body.initiator),
    entry_mode: text(body.entry_mode),
    order_type: text(body.order_type),
    terminal_id: text(terminal.id),
    use_case: text(terminal.use_case),
    external_client_trace_id: text(body.external_client_trace_id),
    extra: Object.keys(extra).length ? extra : undefined,
  });
  if (!card) return { input };
  return {
    input,
    card: card.pan.slice(-4),
  };
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

function cardInput(card: TestCard) {
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

function expectationOf(report: EntryReport): StepExpectation | undefined {
  const moved = report.moved;
  const amount =
    moved && moved.currency
      ? `${amountText(moved.value, moved.currency)} ${moved.currency}`
      : undefined;
  return defined({ outcome: report.outcome, status: report.status, amount }) as StepExpectation;
}

function amountText(value: unknown, currency: string | undefined): string | undefined {
  if (typeof value !== 'number' || !Number.isFinite(value)) return undefined;
  return currency ? value.toFixed(currencyDecimals(currency)) : String(value);
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
