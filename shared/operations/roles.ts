import type { Role } from '../schemas/operator';

/*
 * Who may run an operation, as its module says it (`roles` in each descriptor). `qa` in a list
 * counts only on a non-production profile: QA may try everything, but never on real money.
 */

/** Reads show what is there and move nothing: every role reads what it works with. */
export const READERS: readonly Role[] = [
  'store-manager',
  'back-office',
  'qa',
  'supervisor',
  'admin',
];

/** Users and instruments: the back office's work, tried out by QA. */
export const BACK_OFFICE: readonly Role[] = ['back-office', 'qa'];

/** Resolving a payment at the till: the store manager's one money operation. */
export const STORE_MONEY: readonly Role[] = ['store-manager', 'qa'];

/** Authorizations, captures and reversals typed by hand: QA's alone. */
export const QA_MONEY: readonly Role[] = ['qa'];
