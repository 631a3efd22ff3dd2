import type {
  ApiOperationName,
  ChangeOperationName,
  JournaledOperationName,
  MoneyOperationName,
  ReadOperationName,
} from './catalog';
import { isConsoleChange, isMoneyOperation, type ConsoleChangeName } from './catalog';
import type { ChangePresentation } from './presentation';
import { ROLE_MAP_CHANGE } from './roles-set-map';
import { SIGN_IN_PROVIDER_CHANGE } from './identity-set-provider';
import type { ChangeDescriptor, MoneyDescriptor, ReadDescriptor } from './descriptor';
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
 * Every API operation's descriptor, by channel: the contract, the core handlers, the journal's
 * index and the screens' words derive from here. Its keys are the catalog's, money flags included.
 */
export const OPERATIONS = {
  'instruments:list': instrumentsList,
  'instruments:get': instrumentsGet,
  'instruments:create': instrumentsCreate,
  'instruments:update': instrumentsUpdate,
  'users:get': usersGet,
  'users:create': usersCreate,
  'users:addInstrument': usersAddInstrument,
  'users:removeInstrument': usersRemoveInstrument,
  'payments:authorize': paymentsAuthorize,
  'payments:get': paymentsGet,
  'payments:list': paymentsList,
  'transactions:authorize': transactionsAuthorize,
  'transactions:get': transactionsGet,
  'transactions:reverse': transactionsReverse,
  'pos:cancelOrRefund': posCancelOrRefund,
} as const satisfies { [C in MoneyOperationName]: MoneyDescriptor } & {
  [C in Exclude<ReadOperationName, ChangeOperationName>]: ReadDescriptor;
} & {
  // A back-office change is journaled, so it is worded and typed like money.
  [C in ChangeOperationName]: ChangeDescriptor;
} & Record<ApiOperationName, unknown>;

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
  if (isMoneyOperation(name)) {
    const d = moneyDescriptor(name);
    return d.labelOf?.(sentBody) ?? d.label;
  }
  if (isConsoleChange(name)) return CONSOLE_CHANGE_DESCRIPTORS[name].label;
  return OPERATIONS[name].label;
}

/** An operation's name for people, the same on every screen and in every export. */
export function operationLabel(name: ApiOperationName): string {
  return OPERATIONS[name].label;
}
