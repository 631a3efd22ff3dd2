import { currencyDecimals, toMinorUnits } from '../../../../shared/money';
import { ResourceId } from '../../../../shared/schemas/common';
import { PaymentSearch, type PaymentSearchInput } from '../../../../shared/schemas/payment-search';
import { isPaymentState } from '../../../../shared/schemas/states';
import { fieldReason } from '../../../../shared/validation-words';
import type { FinderFields, FinderField } from './finder-address';
import { amountInputText, readTypedAmount } from '../../lib/amount-input';
import { dateTimeInputText, readTypedDateTime } from '../../lib/date-input';

/*
 * What a person types into the finder, read into a search of the payments mirror. The one box
 * takes what a store manager has at hand: four digits are a card's last four, a `usr-`, `ins-`
 * or `mer-` id names whose payments, anything else is the terminal's trace number. Amounts are
 * typed as the chosen language writes them and always go with a currency, so COP 50.000 is
 * never found as USD 50,000; times are typed in the language's order ("26/11/2026 10:00").
 */

/**
 * Why a field cannot be searched: a shared reason (`validation.…`, said by the validation
 * catalog) or one of the finder's own, `finder.problem.<key>`.
 */
export { EMPTY_FINDER, type FinderFields, type FinderField } from './finder-address';

export type FinderProblems = Partial<Record<FinderField, string>>;

export type FinderRead =
  { ok: true; search: PaymentSearchInput } | { ok: false; problems: FinderProblems };

/** What the one box names: exactly one of trace number, last four, person, card or merchant. */
export function readFinderBox(raw: string): Partial<PaymentSearchInput> {
  const text = raw.trim();
  if (text === '') return {};
  if (/^\d{4}$/.test(text)) return { lastFour: text };
  const prefix = text.slice(0, 4).toLowerCase();
  const id = ResourceId.safeParse(text);
  if (id.success && prefix === 'usr-') return { userId: id.data };
  if (id.success && prefix === 'ins-') return { instrumentId: id.data };
  if (id.success && prefix === 'mer-') return { merchantId: id.data };
  return { traceId: text };
}

/** Which field said a schema issue's path: the box says whatever it was read into. */
function fieldOfPath(path: readonly PropertyKey[]): FinderField {
  const [head, sub] = path;
  if (head === 'amount') return sub === 'currency' ? 'currency' : 'min';
  if (head === 'from' || head === 'to') return head;
  if (head === 'status') return 'status';
  return 'q';
}

function readTime(typed: string, language: string, end: boolean): number | undefined | null {
  if (typed.trim() === '') return undefined;
  const wall = readTypedDateTime(typed, language, end);
  if (wall === undefined) return null;
  // A wall time of this machine's calendar: the hour the manager remembers, where they are.
  const ms = new Date(wall).getTime() + (end ? 59_999 : 0);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * The fields read in `language` into a search, or each field's problem. An amount alone is an
 * exact amount; with a highest one it is a range; either needs its currency.
 */
export function readFinderFields(fields: FinderFields, language: string): FinderRead {
  const problems: FinderProblems = {};
  const search: PaymentSearchInput = { ...readFinderBox(fields.q), order: fields.order };

  const currency = fields.currency.trim().toUpperCase();
  const bounds = (['min', 'max'] as const).map((field) => {
    const typed = readTypedAmount(fields[field], language);
    if (!typed.ok) {
      problems[field] = typed.reason;
      return undefined;
    }
    if (typed.text === '' || !currency) return typed.text === '' ? undefined : null;
    const minor = toMinorUnits(typed.text, currency);
    if (minor === null) {
      problems[field] = /^\d{1,12}(\.\d+)?$/.test(typed.text)
        ? fieldReason('decimals', { currency, decimals: currencyDecimals(currency) })
        : fieldReason('amountTooLong', { digits: 12 });
      return undefined;
    }
    return minor;
  });
  const [min, max] = bounds;
  if ((min === null || max === null) && !problems.min && !problems.max) {
    // 100 COP and 100 USD are not the same amount: a figure means nothing without its currency.
    problems.currency = 'needsCurrency';
  } else if (max !== undefined && max !== null && (min === undefined || min === null)) {
    if (!problems.min) search.amount = { currency, min: 0, max };
  } else if (min !== undefined && min !== null) {
    if (!problems.max) search.amount = { currency, min, max: max ?? min };
  }

  const from = readTime(fields.from, language, false);
  const to = readTime(fields.to, language, true);
  if (from === null) problems.from = 'badTime';
  else if (from !== undefined) search.from = from;
  if (to === null) problems.to = 'badTime';
  else if (to !== undefined) search.to = to;

  if (fields.status) {
    if (isPaymentState(fields.status)) search.status = fields.status;
    else problems.status = 'badStatus';
  }

  const parsed = PaymentSearch.safeParse(search);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOfPath(issue.path);
      problems[field] ??= issue.message;
    }
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, search };
}

/**
 * The fields as an address keeps them (amounts as the API's decimal text, times as wall
 * times), so a link reads the same in either language. A field that cannot be read is kept as
 * typed: reopened, it is refused at its field again rather than silently dropped.
 */
export function addressFields(typed: FinderFields, language: string): FinderFields {
  const amount = (text: string) => {
    const read = readTypedAmount(text, language);
    return read.ok ? read.text : text;
  };
  const time = (text: string, end: boolean) =>
    text.trim() === '' ? '' : (readTypedDateTime(text, language, end) ?? text);
  return {
    ...typed,
    q: typed.q.trim(),
    currency: typed.currency.trim().toUpperCase(),
    min: amount(typed.min),
    max: amount(typed.max),
    from: time(typed.from, false),
    to: time(typed.to, true),
  };
}

/** An address's fields as the person's language writes them in the form. */
export function typedFields(address: FinderFields, language: string): FinderFields {
  const amount = (text: string) =>
    /^\d{1,12}(\.\d+)?$/.test(text) ? amountInputText(text, language) : text;
  const time = (text: string) =>
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(text) ? dateTimeInputText(text, language) : text;
  return {
    ...address,
    min: amount(address.min),
    max: amount(address.max),
    from: time(address.from),
    to: time(address.to),
  };
}
