const BRANDS: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  MASTER: 'Mastercard',
  MC: 'Mastercard',
  AMEX: 'American Express',
  AMERICAN_EXPRESS: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  DINERS_CLUB: 'Diners Club',
  JCB: 'JCB',
  ELO: 'Elo',
  HIPERCARD: 'Hipercard',
  MAESTRO: 'Maestro',
  UNIONPAY: 'UnionPay',
};

/** "VISA", "visa", "master_card" → "Visa", "Mastercard"; an unknown brand is kept as given. */
export function brandName(brand: string | null | undefined): string | undefined {
  const raw = (brand ?? '').trim();
  if (!raw) return undefined;
  const key = raw.toUpperCase().replace(/[\s-]+/g, '_');
  return BRANDS[key] ?? BRANDS[key.replace(/_/g, '')] ?? raw;
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
