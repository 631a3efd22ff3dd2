import { instrumentJson } from './instrument-model';
import type { SimulatorStore } from './store';

export type LinkStatus = 'ACTIVE' | 'INACTIVE';

/** A user's hold on an instrument. Removing it without force keeps it, INACTIVE, as history. */
export interface UserLink {
  instrumentId: string;
  status: LinkStatus;
  cardholderName: string | null;
  addedAt: number;
  removedAt: number | null;
}

export interface UserProfile {
  name: string | null;
  email: string | null;
  documentType: string | null;
  documentNumber: string | null;
  phone: string | null;
}

export interface UserRecord extends UserProfile {
  id: string;
  createdAt: number;
  /** Instrument id → link; insertion order is the order instruments were first added. */
  links: Map<string, UserLink>;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** GET and POST answer with the same view: the user, then their instruments with the link. */
export function userView(user: UserRecord, store: SimulatorStore, showInactive: boolean) {
  const data = [];
  for (const link of user.links.values()) {
    if (link.status === 'INACTIVE' && !showInactive) continue;
    const instrument = store.instruments.get(link.instrumentId);
    if (!instrument) continue; // instruments are never deleted; this only guards a reset race
    data.push({
      ...instrumentJson(instrument),
      user_instrument: {
        status: link.status,
        cardholder_name: link.cardholderName,
        added_at: iso(link.addedAt),
        removed_at: iso(link.removedAt),
      },
    });
  }
  return {
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      document_type: user.documentType,
      document_number: user.documentNumber,
      phone: user.phone,
      created_at: iso(user.createdAt),
    },
    data,
  };
}
