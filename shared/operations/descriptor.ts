import type { z } from 'zod';
import type { Result } from '../result';
import type { Role } from '../schemas/operator';
import { amountOf } from '../schemas/normalize';
import type { OperationTargets } from '../schemas/operation';
import type { ChangePresentation, MoneyPresentation, ReadPresentation } from './presentation';
import type { AmountFact, MoneyAmounts, ScenarioStepWay } from './scenario-step';

/** One HTTP call to the API, before authentication is added. */
export interface ApiRequest {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Under the base URL, starting with `/v1/`; ids in it were validated by the input schema. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
}

/** A 2xx answer as a reader sees it. */
export interface ApiAnswerView {
  status: number;
  body: unknown;
}

/** What a money operation sends: always a POST, journaled (and fsynced) before it leaves. */
export interface MoneyCall {
  path: string;
  /** The exact body that will be sent, additional fields merged in. */
  body: Record<string, unknown>;
  /** Ids the operation acts on, as the body names them. */
  targets: z.infer<typeof OperationTargets>;
  /** The amount the body moves, when it names one. */
  amount?: { value: number; currency: string };
  /** The unknown operation this one was sent to settle: main's bookkeeping, never in the body. */
  resolves?: string;
}

/** The ids an answer reveals: an authorization creates the payment and its transaction. */
export interface RevealedIds {
  payment_id?: string;
  transaction_id?: string;
  instrument_id?: string;
  user_id?: string;
}

/** What a money answer says, read tolerantly: a field is absent when the answer does not say. */
export interface AnswerFacts {
  /** The transaction's status, or what cancel-or-refund did (its `action`). */
  status?: string;
  status_detail?: string;
  response_code?: string;
  response_code_description?: string;
  /** The money the answer says moved (a refund's amount). */
  moved?: { value: number; currency: string };
  /**
   * The amount an authorization's transaction is for, as its answer states it: money authorized
   * only where the operation was approved, and never money taken (nothing moves until capture).
   */
  authorized?: { value: number; currency: string };
  /** When the API says the operation was resolved (cancel-or-refund); seconds or ISO text. */
  resolved_at?: string | number;
  /** The payment's capture mode, where the answer shows it. */
  capture_mode?: string;
  /**
   * An approved authorization whose AUTOMATIC capture the API settles later (the reference's
   * PENDING capture): approved, yet no money is taken and nothing can be refunded until it settles.
   */
  capture_pending?: boolean;
  ids: RevealedIds;
}

/** What the request knew that an answer may leave out. */
export interface AnswerContext {
  /** The currency the operation is in, for an amount the answer states as a bare number. */
  currency?: string | undefined;
}

/** The outcome of an answered money call: only an explicit refusal is "declined". */
export type Judgement = 'succeeded' | 'declined' | 'pending';

/** API field path (brackets as dots) → input field, so an API's field error lands at the field. */
export type FieldMap = Readonly<Record<string, string>>;

export interface ReadDescriptor<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  money: false;
  /** For people: filters, lists, the README. */
  label: string;
  /** Who may run it by default (roles.ts); an administrator may change it in the role map. */
  roles: readonly Role[];
  input: I;
  output: O;
  /** For messages: "Reading payment pay-1: the API answered HTTP 404". */
  doing: (input: z.output<I>) => string;
  request: (input: z.output<I>) => Result<ApiRequest>;
  /** Turns a 2xx answer into the channel's output; unknown fields are kept. */
  read: (answer: ApiAnswerView, input: z.output<I>) => Result<z.output<O>>;
  fields?: FieldMap;
  /** Its name in every language, for screens that list operations by name. */
  present: ReadPresentation;
  /**
   * Set on back-office calls that change something (`defineChange`): they are journaled
   * like money, with the ids they act on and the ids their answer reveals, so Activity finds them.
   */
  change?: {
    targets: (input: z.output<I>) => z.infer<typeof OperationTargets>;
    revealed?: (body: unknown) => RevealedIds;
  };
}

/** A back-office change: journaled, so it names its targets and is worded like money. */
export interface ChangeDescriptor<
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
> extends ReadDescriptor<I, O> {
  change: NonNullable<ReadDescriptor<I, O>['change']>;
  present: ChangePresentation;
}

export interface MoneyDescriptor<I extends z.ZodType = z.ZodType> {
  money: true;
  label: string;
  /** Who may run it by default (roles.ts); an administrator may change it in the role map. */
  roles: readonly Role[];
  input: I;
  /** For messages: "Authorizing a payment: the API did not answer in time". */
  doing: string;
  /** The exact body to send; refuses (at the field) what the body may not carry. */
  request: (input: z.output<I>) => Result<MoneyCall>;
  /** This operation in words, from the body that was sent: a reversal names its type. */
  labelOf?: (body: unknown) => string;
  /** The reversal type the body asked for (CAPTURE, REFUND, …), for operations that have one. */
  typeOf?: (body: unknown) => string | undefined;
  read: (body: unknown, context?: AnswerContext) => AnswerFacts;
  judge: (facts: AnswerFacts) => Judgement;
  fields?: FieldMap;
  /** Its words in every language, its CSV type and how it differs from the others. */
  present: MoneyPresentation;
  /**
   * How its journaled call becomes a scenario step (Activity's "Save as scenario"), or why it
   * cannot: required, so a new money operation is never silently left out of saved scenarios.
   */
  scenarioStep: ScenarioStepWay;
  /**
   * What its step's amount is in a scenario, and the figure: Save as scenario writes the same
   * fact a replay is judged by. Required, so a new operation's figure is never guessed.
   */
  scenarioAmount: (report: MoneyAmounts) => AmountFact;
}

export type Descriptor = ReadDescriptor | MoneyDescriptor;

/**
 * The navigation's areas whose screens send a journaled operation (renderer/src/app/areas.ts
 * lists them all, and does not compile while one of these is not among them).
 */
export type OperationArea =
  'instruments' | 'users' | 'payments' | 'authorizations' | 'transactions' | 'pos';

/**
 * What the registry adds to an operation the journal records (money, and back-office changes).
 * `journalCode`: the number its journal index stores for it, on disk for years; given once,
 * never changed or reused. `area`: the one whose screen sends it, shown to whoever may run it
 * even if they may read nothing else there; that screen does not compile without its form.
 */
export interface JournalFacts<A extends OperationArea = OperationArea> {
  journalCode: number;
  area: A;
}

export type Journaled<D, A extends OperationArea = OperationArea> = D & JournalFacts<A>;

/** A money operation or back-office change with its journal code and area, for the registry. */
export const journaled = <
  D extends MoneyDescriptor | ChangeDescriptor,
  const A extends OperationArea,
>(
  descriptor: D,
  facts: JournalFacts<A>,
): Journaled<D, A> => ({ ...descriptor, ...facts });

/** A read changes nothing (a back-office change is `defineChange`, which the journal records). */
export const defineRead = <I extends z.ZodType, O extends z.ZodType>(
  d: ReadDescriptor<I, O> & { change?: never },
) => d;
export const defineChange = <I extends z.ZodType, O extends z.ZodType>(d: ChangeDescriptor<I, O>) =>
  d;
export const defineMoney = <I extends z.ZodType>(d: MoneyDescriptor<I>) => d;

/** Keys the API's field paths by input field; a path the map does not know is kept as it is. */
export function toInputFields(
  fields: Record<string, string>,
  map: FieldMap = {},
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields)) {
    const dotted = path.replace(/\[(\d+)\]/g, '.$1');
    out[map[dotted] ?? dotted] ??= message;
  }
  return out;
}

/**
 * The field an API's message names at its start ("amount.tip.value cannot exceed amount.value"),
 * for an API that words a 400 without a `field`: only a path the operation's map knows, so a
 * sentence that merely begins with a word is never placed at a field.
 */
export function fieldsNamedIn(
  message: string | undefined,
  map: FieldMap = {},
): Record<string, string> | undefined {
  const first = message?.split(/\s/, 1)[0]?.replace(/[:,]$/, '');
  return first && message && map[first] ? { [first]: message } : undefined;
}

// ---- tolerant reading: a field of another type is "not said", never an error ----

export function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

export function text(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** An amount the answer states with its currency (`normalize.amountOf`), else "not said". */
export function money(
  value: unknown,
  currency?: unknown,
): { value: number; currency: string } | undefined {
  const read = amountOf(value, currency);
  return read.state === 'value' && read.value.currency
    ? { value: read.value.value, currency: read.value.currency }
    : undefined;
}

/** Drops keys whose value is undefined, so optional fields stay absent. */
export function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
