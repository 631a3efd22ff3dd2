import {
  isMoneyOperation,
  type ApiOperationName,
  type MoneyOperationName,
} from '../../../shared/operations/catalog';
import { currencyDecimals, formatMoneyNumber, toMinorUnits } from '../../../shared/money';
import type { Result } from '../../../shared/result';
import type { Language } from '../../../shared/schemas/app';
import { amountOf, isPlainObject } from '../../../shared/schemas/normalize';
import type { StepExpectation } from '../../../shared/schemas/scenario';
import { canonicalJson } from '../pipeline/canonical-json';
import { moneyDescriptor } from '../../../shared/operations/registry';
import type {
  AmountFact,
  AmountMeaning,
  MoneyAmounts,
} from '../../../shared/operations/scenario-step';
import type { Judged, ScenarioWords } from './scenario-words';
import { valueAt } from './template';

interface Money {
  value: number;
  currency?: string | undefined;
}

/** What core judged of one step, read the same way whatever the operation. */
export interface StepFacts {
  outcome: string;
  status?: string | undefined;
  response_code?: string | undefined;
  amount?: Money | undefined;
  /** What a money step's `amount` is (authorized, captured, …); a read's has none. */
  amount_meaning?: AmountMeaning | undefined;
  /**
   * The money the request named: what a step is shown with where its answer names no amount of
   * its own (a declined authorization), as Activity shows it. Never judged.
   */
  asked?: Money | undefined;
  /** The kind a reversal asked for (CAPTURE, REFUND, …). Never judged. */
  reversal_type?: string | undefined;
  /** A refusal's code and the API's own, either of which an expectation may name. */
  error_codes: string[];
  error_message?: string | undefined;
  /** The answer: the money report, or the read's or change's value. */
  answer: unknown;
  /**
   * A payment read's charged and refunded amounts, shown as its page shows them: its current
   * amount is their net, a figure no other screen shows. Never judged.
   */
  figures?: { captured: Money; refunded: Money } | undefined;
}

/**
 * A money step is its report (outcome, transaction status, code, and its amount as
 * `amountFact` reads it); a read or change succeeded when it answered, and its status and amount
 * are the payment's or transaction's. A refusal of any step is `failed`, with its codes.
 */
export function factsOf(operation: ApiOperationName, result: Result<unknown>): StepFacts {
  if (!result.ok)
    return {
      outcome: 'failed',
      error_codes: codes(result.error),
      error_message: result.error.message,
      answer: result.error,
    };
  const value = isPlainObject(result.value) ? result.value : {};
  if (isMoneyOperation(operation)) {
    const error = isPlainObject(value.error) ? value.error : undefined;
    const report: MoneyAmounts = {
      outcome: String(value.outcome),
      status: text(value.status),
      reversal_type: text(value.reversal_type),
      moved: money(value.moved),
      authorized: money(value.authorized),
      amount: money(value.amount),
    };
    const fact = amountFact(operation, report);
    return {
      outcome: report.outcome,
      status: report.status,
      response_code: text(value.response_code),
      amount: fact.amount,
      amount_meaning: fact.meaning,
      asked: report.amount,
      reversal_type: report.reversal_type,
      error_codes: error ? codes(error) : [],
      error_message: error ? text(error.message) : undefined,
      answer: { ...value, ...(isPlainObject(value.ids) ? value.ids : {}) },
    };
  }
  const amount = amountOf(value.current_amount ?? value.amount, value.currency);
  const captured = amountOf(value.captured_amount, value.currency);
  const refunded = amountOf(value.refunded_amount, value.currency);
  return {
    outcome: 'succeeded',
    status: text(value.status),
    response_code: text(value.response_code),
    amount: amount.state === 'value' ? amount.value : undefined,
    error_codes: [],
    answer: result.value,
    ...(operation === 'payments:get' && captured.state === 'value' && refunded.state === 'value'
      ? { figures: { captured: captured.value, refunded: refunded.value } }
      : {}),
  };
}

/**
 * What a money step's amount is, and the figure, as its operation says (`scenarioAmount`): Save
 * as scenario writes the same fact its replay is judged by.
 */
export function amountFact(operation: MoneyOperationName, report: MoneyAmounts): AmountFact {
  return moneyDescriptor(operation).scenarioAmount(report);
}

export interface Mismatch {
  what: Judged;
  /** For `amount`, what the step's amount is (a read's is just its amount). */
  meaning?: AmountMeaning | undefined;
  /** The field's path, for `fields`. */
  path?: string;
  expected: string;
  got: string;
}

/** Every expectation that did not hold; an empty list is a passed step. */
export function mismatches(
  expect: StepExpectation | undefined,
  facts: StepFacts,
  language: Language,
  words: ScenarioWords,
): Mismatch[] {
  const found: Mismatch[] = [];
  const wanted = expect ?? {};
  const shown = (v: string | undefined) => v ?? words.nothing;
  // Without a word on the outcome, a step is meant to go through: a refusal must not pass quietly.
  const outcome = wanted.outcome ?? (wanted.error_code ? undefined : 'succeeded');
  if (outcome && facts.outcome !== outcome)
    found.push({ what: 'outcome', expected: outcome, got: outcomeText(facts) });
  for (const what of ['status', 'response_code'] as const) {
    const expected = wanted[what];
    if (expected !== undefined && facts[what] !== expected)
      found.push({ what, expected, got: shown(facts[what]) });
  }
  if (wanted.error_code && !facts.error_codes.includes(wanted.error_code))
    found.push({
      what: 'error_code',
      expected: wanted.error_code,
      got: facts.error_codes.join(' / ') || words.nothing,
    });
  if (wanted.amount) {
    const [value, currency] = wanted.amount.split(' ') as [string, string];
    if (!sameAmount(value, currency, facts.amount))
      found.push({
        what: 'amount',
        meaning: facts.amount_meaning,
        expected: amountText(Number(value), currency, language),
        got: facts.amount
          ? amountText(facts.amount.value, facts.amount.currency, language)
          : words.nothing,
      });
  }
  for (const [path, expected] of Object.entries(wanted.fields ?? {})) {
    const got = valueAt(facts.answer, path.split('.'));
    if (got === undefined || canonicalJson(got) !== canonicalJson(expected))
      found.push({
        what: 'field',
        path,
        expected: JSON.stringify(expected),
        got: got === undefined ? words.nothing : JSON.stringify(got),
      });
  }
  return found;
}

/** "step capture: amount captured expected 10.00 EUR, got 12.00 EUR". */
export function mismatchText(step: string, m: Mismatch, words: ScenarioWords): string {
  const what = m.path
    ? `${words.judged.field} ${m.path}`
    : m.meaning
      ? words.amount[m.meaning]
      : words.judged[m.what];
  return words.mismatch(step, what, m.expected, m.got);
}

/** The same amount in the currency's minor units; another currency is another amount. */
function sameAmount(value: string, currency: string, got: Money | undefined): boolean {
  if (!got || got.currency !== currency) return false;
  const expected = toMinorUnits(value, currency);
  return expected !== null && Math.round(got.value * 10 ** currencyDecimals(currency)) === expected;
}

function amountText(value: number, currency: string | undefined, language: Language): string {
  const number = formatMoneyNumber(value, currency, language);
  return currency ? `${number} ${currency}` : number;
}

/** An outcome with why, when core said: "failed (validation: amount is required)". */
function outcomeText(facts: StepFacts): string {
  const code = facts.error_codes[0];
  if (!code) return facts.outcome;
  return `${facts.outcome} (${code}${facts.error_message ? `: ${facts.error_message}` : ''})`;
}

function codes(error: Record<string, unknown>): string[] {
  return [text(error.apiCode), text(error.code)].filter((c): c is string => c !== undefined);
}

function text(raw: unknown): string | undefined {
  return typeof raw === 'string' && raw !== '' ? raw : undefined;
}

function money(raw: unknown): Money | undefined {
  if (!isPlainObject(raw) || typeof raw.value !== 'number') return undefined;
  return { value: raw.value, currency: text(raw.currency) };
}
