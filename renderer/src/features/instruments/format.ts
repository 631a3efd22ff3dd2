import type { Instrument } from '../../../../shared/schemas/instrument';
import { brandName, instrumentCardMask } from '../../lib/card-mask';
import { readId } from '../../lib/ids';

const DASH = '—';

type ExpiryPart = string | number | null | undefined;

export function twoDigitMonth(month: ExpiryPart): string {
  return month == null || month === '' ? '' : String(month).padStart(2, '0');
}

export function fourDigitYear(year: ExpiryPart): string {
  const text = year == null ? '' : String(year);
  return text.length === 2 ? `20${text}` : text;
}

export function formatExpiry(instrument: Instrument): string {
  const month = twoDigitMonth(instrument.card?.expiration_month);
  const year = fourDigitYear(instrument.card?.expiration_year);
  return month && year ? `${month}/${year}` : DASH;
}

export function brandOf(instrument: Instrument): string {
  return brandName(instrument.card?.bin_data?.card_brand) ?? DASH;
}

/** The console's one card mask, "Visa •••• 1111"; the BIN has a fact of its own on the detail. */
export function cardOf(instrument: Instrument): string {
  return instrumentCardMask(instrument, DASH);
}

/** Search over what is loaded: id, last four and brand, ignoring case. */
export function matchesSearch(instrument: Instrument, query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [instrument.id, instrument.card?.last_four_digits, instrument.card?.bin_data?.card_brand]
    .filter((v): v is string => typeof v === 'string')
    .some((v) => v.toLowerCase().includes(needle));
}

/** A search that is an instrument id (by the contract's id rule) is looked up, not filtered for. */
export function idLike(query: string): string | undefined {
  const id = readId(query);
  return id !== undefined && id.startsWith('ins-') && id.length > 'ins-'.length ? id : undefined;
}

export { rawJson } from '../../lib/raw-json';
