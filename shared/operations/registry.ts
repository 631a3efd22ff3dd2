import type {
  ApiOperationName,
  ChangeOperationName,
  ConsoleChangeName,
  JournaledOperationName,
  MoneyOperationName,
  ReadOperationName,
} from './catalog';
import type { ChangePresentation } from './presentation';
import { ROLE_MAP_CHANGE } from './roles-set-map';
import { SIGN_IN_PROVIDER_CHANGE } from './identity-set-provider';
import {
  journaled,
  type ChangeDescriptor,
  type Journaled,
  type MoneyDescriptor,
  type ReadDescriptor,
} from './descriptor';
import { instrumentsCreate } from './instruments-create';
import { instrumentsGet } from './instruments-get';
import { instrumentsList } from './instruments-list';
import { instrumentsUpdate } from './instruments-update';
import { paymentsAuthorize } from './payments-authorize';
import { paymentsGet } from './payments-get';
import { paymentsList } from './payments-list';
import { posCancelOrRefund } from './pos-cancel-or-refund';
import { transactionsAuthorize } from './transactions-authorize';
import { transactionsGet } from './transactions-get';
import { transactionsReverse } from './transactions-reverse';
import { usersAddInstrument } from './users-add-instrument';
import { usersCreate } from './users-create';
import { usersGet } from './users-get';
import { usersRemoveInstrument } from './users-remove-instrument';

/**
 * Every API operation, one line each: its channel name and its module (`<area>-<verb>.ts`), and
 * for what the journal records, its journal code and the area whose screen sends it. The
 * catalog (channels, money and change names, journal codes, areas), the contract, the core
 * handlers, the journal's index and the screens' words all derive from here.
 *
 * Journal codes are given once and never changed or reused (years of journal indexes hold
 * them; 10 is the role map's, in `catalog.ts`): a new operation takes the next unused one. The
 * order means nothing to the index, so a new operation goes wherever it reads best.
 */
export const OPERATIONS = {
  'instruments:list': instrumentsList,
  'instruments:get': instrumentsGet,
  'instruments:create': journaled(instrumentsCreate, { journalCode: 5, area: 'instruments' }),
  'instruments:update': journaled(instrumentsUpdate, { journalCode: 6, area: 'instruments' }),
  'users:get': usersGet,
  'users:create': journaled(usersCreate, { journalCode: 7, area: 'users' }),
  'users:addInstrument': journaled(usersAddInstrument, { journalCode: 8, area: 'users' }),
  'users:removeInstrument': journaled(usersRemoveInstrument, { journalCode: 9, area: 'users' }),
  'payments:authorize': journaled(paymentsAuthorize, { journalCode: 1, area: 'authorizations' }),
  'payments:get': paymentsGet,
  'payments:list': paymentsList,
  'transactions:authorize': journaled(transactionsAuthorize, {
    journalCode: 2,
    area: 'authorizations',
  }),
  'transactions:get': transactionsGet,
  'transactions:reverse': journaled(transactionsReverse, { journalCode: 3, area: 'transactions' }),
  'pos:cancelOrRefund': journaled(posCancelOrRefund, { journalCode: 4, area: 'pos' }),
} as const satisfies Record<
  `${string}:${string}`,
  // A read journals nothing; money and back-office changes are journaled, so they need their facts.
  { money: false; change?: never } | Journaled<{ money: true } | { change: object }>
>;

export type Operations = typeof OPERATIONS;

export function moneyDescriptor(name: MoneyOperationName): MoneyDescriptor {
  return OPERATIONS[name] as MoneyDescriptor;
}

export function readDescriptor(name: ReadOperationName): ReadDescriptor {
  return OPERATIONS[name] as unknown as ReadDescriptor;
}

/** A back-office change's descriptor: a read descriptor with its `change` part set. */
export function changeDescriptor(name: ChangeOperationName): ChangeDescriptor {
  return OPERATIONS[name] as unknown as ChangeDescriptor;
}

/** The console's own journaled changes, by name: their label and words, as an API change has. */
export const CONSOLE_CHANGE_DESCRIPTORS = {
  'roles:setMap': ROLE_MAP_CHANGE,
  'identity:setProvider': SIGN_IN_PROVIDER_CHANGE,
} as const satisfies Record<ConsoleChangeName, { label: string; present: ChangePresentation }>;

/** What a journaled operation's answer reveals and how it is labelled, money or change alike. */
export function journaledLabel(name: JournaledOperationName, sentBody: unknown): string {
  // Not the catalog's `isConsoleChange`: the catalog derives from this module, which therefore
  // imports nothing of it at run time (loaded first, the catalog would find no OPERATIONS yet).
  if (Object.hasOwn(CONSOLE_CHANGE_DESCRIPTORS, name)) {
    return CONSOLE_CHANGE_DESCRIPTORS[name as ConsoleChangeName].label;
  }
  const d = OPERATIONS[name as ApiOperationName];
  return d.money ? ((d as MoneyDescriptor).labelOf?.(sentBody) ?? d.label) : d.label;
}

/** An operation's name for people, the same on every screen and in every export. */
export function operationLabel(name: ApiOperationName): string {
  return OPERATIONS[name].label;
}
