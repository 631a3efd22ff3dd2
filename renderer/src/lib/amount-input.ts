import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { numberLocaleOf } from '../../../shared/money';
import { fieldReason } from '../../../shared/validation-words';

/*
 * Amounts as a person types them in the chosen language, read into the API's text before any
 * shared schema or main sees them: Spanish "1.234,56" and English "1,234.56" both become
 * "1234.56". Main's schemas stay the API's truth; only the page reads a person's writing.
 *
 * What a text can mean is decided by the language, never guessed from the text: in Spanish the
 * comma marks the decimals and a point only groups thousands, so "1.234" is one thousand two
 * hundred and thirty-four; in English the other way round. A separator that cannot be a group
 * there ("12.50" in Spanish) is refused at the field, with the reading it has in the other
 * convention offered as a question, never applied.
 */

interface Separators {
  decimal: string;
  group: string;
}

const separatorsSeen = new Map<string, Separators>();

/** The separators the language writes numbers with, as the screens' own money format does. */
export function separatorsOf(language: string): Separators {
  const locale = numberLocaleOf(language);
  const seen = separatorsSeen.get(locale);
  if (seen) return seen;
  const parts = new Intl.NumberFormat(locale).formatToParts(1234.5);
  const part = (type: string, fallback: string) =>
    parts.find((p) => p.type === type)?.value ?? fallback;
  const separators = { decimal: part('decimal', '.'), group: part('group', ',') };
  separatorsSeen.set(locale, separators);
  return separators;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** "1.234,56" with Spanish's separators → "1234.56"; undefined when it is not written that way. */
function readWith(text: string, { decimal, group }: Separators): string | undefined {
  const g = escape(group);
  const d = escape(decimal);
  // Digits as they are, or grouped in threes after a first group of one to three.
  const match = new RegExp(`^(\\d+|\\d{1,3}(?:${g}\\d{3})+)(?:${d}(\\d+))?$`).exec(text);
  if (!match) return undefined;
  const whole = (match[1] ?? '').split(group).join('');
  return match[2] === undefined ? whole : `${whole}.${match[2]}`;
}

export type TypedAmount =
  /** The API's text ("1234.56"), or what the schema should judge as typed (empty, a minus). */
  | { ok: true; text: string }
  /** Not an amount in this language: the reason to show at its field. */
  | { ok: false; reason: string };

/** What a typed amount means in `language`, as the API's text, or why it cannot be read. */
export function readTypedAmount(typed: string, language: string): TypedAmount {
  const text = typed.trim();
  // Empty and negative amounts have the schema's own reasons ("Enter an amount", the minus).
  if (text === '' || text.startsWith('-')) return { ok: true, text };
  const own = separatorsOf(language);
  const read = readWith(text, own);
  if (read !== undefined) return { ok: true, text: read };
  const other = { decimal: own.group, group: own.decimal };
  const meant = readWith(text, other);
  if (meant !== undefined && meant.includes('.')) {
    return {
      ok: false,
      reason: fieldReason('amountSeparator', { typed: amountInputText(meant, language) }),
    };
  }
  return { ok: false, reason: fieldReason('amountTyped') };
}

/**
 * An amount to put in a field in the person's writing: the API's 1234.5 is "1234,5" in Spanish.
 * Without groups, so what is shown is exactly the value and reads back to it.
 */
export function amountInputText(value: number | string, language: string): string {
  const text = typeof value === 'number' ? String(value) : value;
  return text.replace('.', separatorsOf(language).decimal);
}

/**
 * The form's values with each named amount field read into the API's text, and the reasons of
 * those that cannot be read; other fields are left as they are.
 */
export function readAmountFields<V extends FieldValues>(
  values: V,
  fields: readonly (keyof V & string)[],
  language: string,
): { values: V; problems: Partial<Record<keyof V & string, string>> } {
  const read: Record<string, unknown> = { ...values };
  const problems: Partial<Record<keyof V & string, string>> = {};
  for (const field of fields) {
    const typed: unknown = values[field];
    if (typeof typed !== 'string') continue;
    const amount = readTypedAmount(typed, language);
    if (amount.ok) read[field] = amount.text;
    else problems[field] = amount.reason;
  }
  return { values: read as V, problems };
}

/** Puts each unreadable amount's reason at its field, in place of what the schema said of it. */
export function withAmountProblems<V extends FieldValues>(
  errors: FieldErrors<V>,
  problems: Partial<Record<keyof V & string, string>>,
): FieldErrors<V> {
  const all: Record<string, unknown> = { ...errors };
  for (const [field, message] of Object.entries(problems)) {
    if (message) all[field] = { type: 'amount', message };
  }
  return all as FieldErrors<V>;
}

/**
 * A form's resolver that reads its amount fields in the chosen language first: the schema sees
 * the API's text, and an amount that cannot be read is refused at its field in words.
 */
export function readingAmounts<V extends FieldValues, C, O>(
  resolver: Resolver<V, C, O>,
  fields: readonly (keyof V & string)[],
  language: string,
): Resolver<V, C, O> {
  return async (values, context, options) => {
    const read = readAmountFields(values, fields, language);
    const result = await resolver(read.values, context, options);
    if (Object.keys(read.problems).length === 0) return result;
    return { values: {}, errors: withAmountProblems(result.errors, read.problems) };
  };
}
