import type { TFunction } from 'i18next';
import { hasWords } from './keys';
import { STATUS_WORDS, TRANSACTION_TYPE_WORDS } from './status-words';

/*
 * Statuses and transaction types where a table names them alone (a status check, a scenario's
 * step, the simulator's ledger), in the money area's words: screens that load that area only.
 */

/**
 * A payment's or transaction's status as the Payments screens word it ("Authorized", "Cobrado"),
 * for a table that shows it alone; a status the console does not know is shown as sent.
 */
export function statusWordOf(t: TFunction, code: string): string {
  const key = code.toUpperCase();
  return hasWords(STATUS_WORDS.en, key) ? t(`money.statusWord.${key}`) : code;
}

// The money catalog is a chunk of its own: these are its transaction types' keys, not its words.

/** A transaction's type in words ("Autorización"); an unknown one is shown as sent. */
export function transactionTypeOf(t: TFunction, code: string): string {
  const key = code.toUpperCase();
  return hasWords(TRANSACTION_TYPE_WORDS.en, key) ? t(`money.transactionType.${key}`) : code;
}
