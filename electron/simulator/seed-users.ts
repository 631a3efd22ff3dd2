import { SEED_EPOCH_MS } from './seed';
import type { SimulatorStore } from './store';
import type { UserLink, UserProfile, UserRecord } from './user-model';

export const SEED_USER_IDS = {
  maria: 'usr-seed-maria',
  juan: 'usr-seed-juan',
  empty: 'usr-seed-empty',
} as const;

export interface SeedUser {
  id: string;
  profile: UserProfile;
  links: { instrumentId: string; status: 'ACTIVE' | 'INACTIVE'; cardholderName: string | null }[];
}

/**
 * María has two active cards and one removed (INACTIVE) link, so `show_inactive` has something
 * to show; her VISA also carries pay-seed-authorized, so removing it without force answers 409.
 */
export const SEED_USERS: readonly SeedUser[] = [
  {
    id: SEED_USER_IDS.maria,
    profile: {
      name: 'María Fernández',
      email: 'maria.fernandez@example.com',
      documentType: 'CC',
      documentNumber: '52345678',
      phone: '+57 300 555 0101',
    },
    links: [
      {
        instrumentId: 'ins-seed-visa-approved',
        status: 'ACTIVE',
        cardholderName: 'María Fernández',
      },
      {
        instrumentId: 'ins-seed-mastercard-approved-debit',
        status: 'ACTIVE',
        cardholderName: null,
      },
      { instrumentId: 'ins-seed-visa-inactive', status: 'INACTIVE', cardholderName: null },
    ],
  },
  {
    id: SEED_USER_IDS.juan,
    profile: {
      name: 'Juan Pérez',
      email: 'juan.perez@example.com',
      documentType: 'CE',
      documentNumber: '987654',
      phone: '+57 310 555 0202',
    },
    links: [
      {
        instrumentId: 'ins-seed-mastercard-approved-credit',
        status: 'ACTIVE',
        cardholderName: 'Juan Pérez',
      },
    ],
  },
  {
    id: SEED_USER_IDS.empty,
    profile: {
      name: 'Sin Tarjetas',
      email: null,
      documentType: null,
      documentNumber: null,
      phone: null,
    },
    links: [],
  },
];

/** Users come half a day after the seed instruments; removals an hour after that. */
export const SEED_USERS_AT = SEED_EPOCH_MS + 12 * 3_600_000;

export function seedUsers(store: SimulatorStore): void {
  SEED_USERS.forEach((seed, i) => {
    const createdAt = SEED_USERS_AT + i * 60_000;
    const links = new Map<string, UserLink>();
    for (const link of seed.links) {
      if (!store.instruments.has(link.instrumentId)) throw new Error(`seed: ${link.instrumentId}`);
      links.set(link.instrumentId, {
        ...link,
        addedAt: createdAt,
        removedAt: link.status === 'INACTIVE' ? createdAt + 3_600_000 : null,
      });
    }
    const user: UserRecord = { id: seed.id, ...seed.profile, createdAt, links };
    store.users.set(user.id, user);
  });
}
