import {
  panHash,
  cardBrand,
  cardFingerprint,
  cardType,
  type CardBrand,
  type CardType,
} from './cards';

export type InstrumentStatus = 'ACTIVE' | 'INACTIVE';
export const INSTRUMENT_STATUSES: readonly InstrumentStatus[] = ['ACTIVE', 'INACTIVE'];
export const ORGANIZATION_ID = 'org-sandbox';
export const RAIL_ID = 'rail-sandbox';

export type BillingAddress = Record<string, string | number | boolean | null>;

/** The card details a caller may set, in the simulator's normalised form. */
export interface CardDetails {
  holderName: string;
  expirationMonth: string; // "MM"
  expirationYear: string; // "YYYY"
  serviceCode: string | null;
  sequenceNumber: string | null;
}

export interface NewInstrument extends CardDetails {
  id?: string | undefined;
  /** Only passes through: createInstrumentRecord keeps derived values, never this. */
  pan: string;
  billingAddress: BillingAddress | null;
}

/** What the store keeps: PCI-safe derivatives of the PAN only (BIN, last four, hash, HMAC). */
export interface InstrumentRecord extends CardDetails {
  id: string;
  seq: number;
  status: InstrumentStatus;
  clientId: string;
  fingerprint: string;
  panSha256: string;
  bin: string;
  lastFour: string;
  brand: CardBrand;
  cardType: CardType;
  billingAddress: BillingAddress | null;
  createdAt: number;
  updatedAt: number;
}

export interface RecordContext {
  id: string;
  seq: number;
  clientId: string;
  fingerprintKey: Buffer;
  createdAt: number;
  status?: InstrumentStatus;
}

export function createInstrumentRecord(input: NewInstrument, ctx: RecordContext): InstrumentRecord {
  const { pan } = input;
  return {
    id: ctx.id,
    seq: ctx.seq,
    status: ctx.status ?? 'ACTIVE',
    clientId: ctx.clientId,
    fingerprint: cardFingerprint(ctx.fingerprintKey, pan),
    panSha256: panHash(pan),
    bin: pan.slice(0, 6),
    lastFour: pan.slice(-4),
    brand: cardBrand(pan),
    cardType: cardType(pan),
    holderName: input.holderName,
    expirationMonth: input.expirationMonth,
    expirationYear: input.expirationYear,
    serviceCode: input.serviceCode,
    sequenceNumber: input.sequenceNumber,
    billingAddress: input.billingAddress,
    createdAt: ctx.createdAt,
    updatedAt: ctx.createdAt,
  };
}

/** The API's instrument shape (api-notes "Shapes seen"); the PAN hash stays internal. */
export function instrumentJson(r: InstrumentRecord) {
  return {
    id: r.id,
    type: 'CARD',
    status: r.status,
    validation: { status: 'VALIDATED' },
    client_id: r.clientId,
    organization_id: ORGANIZATION_ID,
    fingerprint: r.fingerprint,
    created_at: new Date(r.createdAt).toISOString(),
    updated_at: new Date(r.updatedAt).toISOString(),
    user_data: { billing_address: r.billingAddress },
    card: {
      last_four_digits: r.lastFour,
      issuer_identification_number: r.bin,
      holder_name: r.holderName,
      expiration_month: r.expirationMonth,
      expiration_year: r.expirationYear,
      service_code: r.serviceCode,
      sequence_number: r.sequenceNumber,
      bin_data: { card_brand: r.brand, card_type: r.cardType },
    },
    rail: { id: RAIL_ID, product: r.brand },
    // api-notes: list items carry these at the instrument level too.
    service_code: r.serviceCode,
    sequence_number: r.sequenceNumber,
  };
}
