import { luhnValid } from './luhn';
import { fieldReason } from '../validation-words';

/**
 * A card's brand read from its leading digits (the IIN ranges the networks publish), with the
 * lengths that brand issues. A number of the wrong length for its brand is a missing or extra
 * digit, and saying so beats "fails its check digit", which sends the person hunting for a typo.
 */
export type CardBrand = {
  name: string;
  lengths: readonly number[];
  matches: (digits: string) => boolean;
};

const startsWithin = (digits: string, size: number, low: number, high: number) => {
  const head = Number(digits.slice(0, size));
  return digits.length >= size && head >= low && head <= high;
};

const range = (min: number, max: number) =>
  Array.from({ length: max - min + 1 }, (_, i) => min + i);

/** Most specific first: a number takes the first brand whose prefix it carries. */
export const CARD_BRANDS: readonly CardBrand[] = [
  { name: 'Visa', lengths: [13, 16, 19], matches: (d) => d.startsWith('4') },
  {
    name: 'American Express',
    lengths: [15],
    matches: (d) => d.startsWith('34') || d.startsWith('37'),
  },
  {
    name: 'Mastercard',
    lengths: [16],
    matches: (d) => startsWithin(d, 2, 51, 55) || startsWithin(d, 4, 2221, 2720),
  },
  {
    name: 'Discover',
    lengths: range(16, 19),
    matches: (d) => d.startsWith('6011') || d.startsWith('65') || startsWithin(d, 3, 644, 649),
  },
  { name: 'JCB', lengths: range(16, 19), matches: (d) => startsWithin(d, 4, 3528, 3589) },
  {
    name: 'Diners Club',
    lengths: range(14, 19),
    matches: (d) =>
      d.startsWith('36') || startsWithin(d, 3, 300, 305) || startsWithin(d, 2, 38, 39),
  },
  { name: 'UnionPay', lengths: range(16, 19), matches: (d) => d.startsWith('62') },
];

export function cardBrand(digits: string): CardBrand | undefined {
  return CARD_BRANDS.find((brand) => brand.matches(digits));
}

/** The brand's lengths in the schema's words, e.g. "13, 16 or 19", "16 to 19", "15". */
function lengthMessage({ lengths, name }: CardBrand): string {
  const first = lengths[0] ?? 0;
  const last = lengths[lengths.length - 1] ?? 0;
  if (lengths.length === 1) return fieldReason('numberLengthBrand', { brand: name, count: first });
  if (last - first + 1 === lengths.length) {
    return fieldReason('numberLengthBrandRange', { brand: name, min: first, max: last });
  }
  const [one = 0, two = 0] = lengths;
  return fieldReason('numberLengthBrandThree', {
    brand: name,
    first: one,
    second: two,
    third: last,
  });
}

/**
 * What is wrong with a card number, one thing at a time and in the order a person fixes it:
 * characters, then length (for its brand), then the check digit. Undefined when it is fine.
 * `known` are numbers taken as typed although their check digit fails (the sandbox's drills).
 */
export function cardNumberProblem(
  digits: string,
  known: readonly string[] = [],
): string | undefined {
  if (digits === '') return fieldReason('enterNumber');
  if (!/^\d+$/.test(digits)) return fieldReason('numberDigits');
  const brand = cardBrand(digits);
  if (brand && !brand.lengths.includes(digits.length)) return lengthMessage(brand);
  if (digits.length < 12 || digits.length > 19) return fieldReason('numberLength');
  if (!luhnValid(digits) && !known.includes(digits)) return fieldReason('numberCheckDigit');
  return undefined;
}
