const BRANDS: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  MASTER: 'Mastercard',
  MC: 'Mastercard',
  AMEX: 'Amex',
  AMERICAN_EXPRESS: 'Amex',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  DINERS_CLUB: 'Diners Club',
  JCB: 'JCB',
  ELO: 'Elo',
  HIPERCARD: 'Hipercard',
  MAESTRO: 'Maestro',
  UNIONPAY: 'UnionPay',
};

/**
 * "VISA", "visa", "master_card" → "Visa", "Mastercard". An unknown brand sent all in one case
 * ("CABAL", "naranja x") is title-cased so it reads like the known ones beside it; one with
 * mixed case ("PagoFácil") was written that way on purpose and is kept as sent.
 */
export function brandName(brand: string | null | undefined): string | undefined {
  const raw = (brand ?? '').trim();
  if (!raw) return undefined;
  const key = raw.toUpperCase().replace(/[\s-]+/g, '_');
  const known = BRANDS[key] ?? BRANDS[key.replace(/_/g, '')];
  if (known) return known;
  const oneCase = raw === raw.toUpperCase() || raw === raw.toLowerCase();
  return oneCase ? raw.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (m) => m.toUpperCase()) : raw;
}

/** The last four digits of whatever the API gave: `1111`, a masked PAN, or nothing usable. */
export function lastFourOf(value: string | null | undefined): string | undefined {
  const digits = (value ?? '').replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

/**
 * The one card mask on every screen: "Visa •••• 1111". Never more than the last four, even when
 * a masked PAN with its BIN is at hand: the BIN helps support, not the people at the counter.
 */
export function cardMask(
  card: { brand?: string | null; last4?: string | null; pan?: string | null },
  unknownBrand = 'Card',
): string {
  const brand = brandName(card.brand) ?? unknownBrand;
  const last4 = lastFourOf(card.last4) ?? lastFourOf(card.pan);
  return last4 ? `${brand} •••• ${last4}` : brand;
}

/** The card of a stored instrument (`card.bin_data.card_brand`, `card.last_four_digits`). */
export function instrumentCardMask(
  instrument: {
    card?: {
      last_four_digits?: string | null;
      bin_data?: { card_brand?: string | null } | null;
    } | null;
  },
  unknownBrand?: string,
): string {
  return cardMask(
    {
      brand: instrument.card?.bin_data?.card_brand ?? null,
      last4: instrument.card?.last_four_digits ?? null,
    },
    unknownBrand,
  );
}
