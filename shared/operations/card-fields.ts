import type { FieldMap } from './descriptor';

const CARD_FIELDS = [
  'number',
  'cvv',
  'expiration_month',
  'expiration_year',
  'holder_name',
  'service_code',
  'sequence_number',
] as const;

/** Names the API (or its older clients) uses for the same card fields. */
const ALIASES: Record<string, (typeof CARD_FIELDS)[number]> = {
  card_number: 'number',
  pan: 'number',
  security_code: 'cvv',
  cvc: 'cvv',
};

/**
 * A card's fields sent under `card` (`card.number`) or named alone (`number`, `pan`), mapped to
 * the input's own field at `into` (`number`, or `changes.number` for an update).
 */
export function cardFieldMap(into = ''): FieldMap {
  const map: Record<string, string> = {};
  const names = [...CARD_FIELDS.map((f) => [f, f] as const), ...Object.entries(ALIASES)];
  for (const [apiName, field] of names) {
    map[apiName] = `${into}${field}`;
    map[`card.${apiName}`] = `${into}${field}`;
  }
  return map;
}
