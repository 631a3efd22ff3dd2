/* Test data (not imported by the app). */
/**
 * An instrument as the reference shows it, with what real answers add: epoch seconds next to
 * ISO text, `""` for absent values, and a billing-address number sent as a number.
 */
export const referenceInstrument = {
  id: 'ins-d43pf7liu5l7ham9iu1g',
  type: 'CARD',
  status: 'ACTIVE',
  validation: '',
  client_id: 'cli-d42cejqq3i86gvgbavfg',
  organization_id: '',
  fingerprint: '',
  created_at: 1762134994,
  updated_at: '2025-11-03T10:44:56.570875Z',
  user_data: {
    billing_address: {
      street: 'Calle 1',
      number: 742,
      city: '',
      state: '',
      zip_code: '',
      country: 'COL',
    },
  },
  card: {
    last_four_digits: '6422',
    issuer_identification_number: '519187',
    holder_name: 'Ana Gómez',
    expiration_month: 12,
    expiration_year: 2030,
    bin_data: { card_brand: 'MASTERCARD', card_type: 'CREDIT' },
  },
  rail: { id: 'MASTERCARD', product: 'CREDIT' },
};
