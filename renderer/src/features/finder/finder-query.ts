import { KNOWN_CURRENCIES, toMinorUnits } from '../../../../shared/money';
import { ResourceId } from '../../../../shared/schemas/common';
import { tooManyDecimals } from '../../../../shared/schemas/money';
import { PaymentSearch, type PaymentSearchInput } from '../../../../shared/schemas/payment-search';
import { isTerminalTraceNumber } from '../../../../shared/trace-number';
import { isPaymentState } from '../../../../shared/schemas/states';
import { fieldReason } from '../../../../shared/validation-words';
import type { FinderFields, FinderField } from './finder-address';
import { amountInputText, readTypedAmount } from '../../lib/amount-input';
import { dateTimeInputText, readTypedDateTime } from '../../lib/date-input';

/*
 * What a person types into the finder, read into a search of the payments mirror. The one box
 * takes what a store manager has at hand (a card's last four, whose payments, an amount, the
 * terminal's trace number; see readFinderBox), and says so when it is none of them. Amounts are
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

/** What the one box holds: a search's part, an amount to combine with the currency, or nothing it takes. */
export type FinderBox =
  | { kind: 'search'; search: Partial<PaymentSearchInput> }
  | { kind: 'amount'; text: string; currency: string | undefined }
  | { kind: 'unknown'; reason: string };

/** "USD 12.50", "12,50 COP", "12.50": a figure with its currency, or with decimals or groups. */
const AMOUNT_IN_BOX = /^(?:([A-Za-z]{3}) ?)?(\d[\d.,]*)(?: ?([A-Za-z]{3}))?$/;

function amountInBox(text: string, language: string): FinderBox | undefined {
  const match = AMOUNT_IN_BOX.exec(text);
  if (!match || (match[1] && match[3])) return undefined;
  const code = (match[1] ?? match[3])?.toUpperCase();
  const figure = match[2]!;
  // "POS12" names no currency: it is a trace number, not twelve of something.
  if (code !== undefined && !(KNOWN_CURRENCIES as readonly string[]).includes(code))
    return undefined;
  // Plain digits are a trace number (terminals print digits); a figure needs a currency or marks.
  if (code === undefined && !/[.,]/.test(figure)) return undefined;
  const typed = readTypedAmount(figure, language);
  return typed.ok
    ? { kind: 'amount', text: typed.text, currency: code }
    : { kind: 'unknown', reason: typed.reason };
}

/**
 * What the one box names: four digits are a card's last four, a `usr-`, `ins-` or `mer-` id
 * whose payments, a figure with its currency or its decimals an amount, a trace number as
 * terminals print it (`shared/schemas/trace-number.ts`) the terminal's reference. Anything else
 * ("12ab!", a word) is said to be none of these, not searched as a trace number none can have.
 */
export function readFinderBox(raw: string, language: string): FinderBox {
  const text = raw.trim();
  if (text === '') return { kind: 'search', search: {} };
  if (/^\d{4}$/.test(text)) return { kind: 'search', search: { lastFour: text } };
  const prefix = text.slice(0, 4).toLowerCase();
  const id = ResourceId.safeParse(text);
  if (id.success && prefix === 'usr-') return { kind: 'search', search: { userId: id.data } };
  if (id.success && prefix === 'ins-') return { kind: 'search', search: { instrumentId: id.data } };
  if (id.success && prefix === 'mer-') return { kind: 'search', search: { merchantId: id.data } };
  const amount = amountInBox(text, language);
  if (amount) return amount;
  if (isTerminalTraceNumber(text)) return { kind: 'search', search: { traceId: text } };
  return { kind: 'unknown', reason: 'boxUnknown' };
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
  const box = readFinderBox(fields.q, language);
  const search: PaymentSearchInput = {
    ...(box.kind === 'search' ? box.search : {}),
    order: fields.order,
  };
  if (box.kind === 'unknown') problems.q = box.reason;

  let currency = fields.currency.trim().toUpperCase();
  // An amount typed in the box is an exact amount, as if typed below; said once, at the box,
  // when the fields below name another amount or currency.
  const boxAmount = box.kind === 'amount' ? box : undefined;
  if (boxAmount && (fields.min.trim() !== '' || fields.max.trim() !== '')) {
    problems.q = 'amountTwice';
  } else if (boxAmount?.currency && currency && boxAmount.currency !== currency) {
    problems.q = 'currencyTwice';
  } else if (boxAmount?.currency) currency = boxAmount.currency;
  const typedBounds = {
    min: boxAmount && !problems.q ? amountInputText(boxAmount.text, language) : fields.min,
    max: fields.max,
  };
  const bounds = (['min', 'max'] as const).map((field) => {
    const typed = readTypedAmount(typedBounds[field], language);
    if (!typed.ok) {
      problems[field] ??= typed.reason;
      return undefined;
    }
    if (typed.text === '' || !currency) return typed.text === '' ? undefined : null;
    const minor = toMinorUnits(typed.text, currency);
    if (minor === null) {
      problems[boxAmount && field === 'min' ? 'q' : field] = /^\d{1,12}(\.\d+)?$/.test(typed.text)
        ? tooManyDecimals(currency)
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
