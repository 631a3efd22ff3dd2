/*
 * The states the API documents (api-notes "States"; the reference's guides). Answers are still
 * read as plain text: a state not listed here is shown verbatim, never refused.
 */

export const PAYMENT_STATES = {
  PENDING: 'Received, not processed yet',
  PROCESSING: 'Being authorized',
  AUTHORIZED: 'Approved, not captured',
  FAILED: 'Not authorized: the authorization failed',
  REJECTED: 'Not authorized: refused',
  CAPTURE_IN_PROCESS: 'Capture requested, in process',
  CAPTURE_PRESENTED: 'Capture presented to the network',
  CAPTURED: 'Captured',
  CANCELLED: 'Cancelled before capture; nothing charged',
  REFUNDED: 'Refunded in full',
} as const;
export type PaymentState = keyof typeof PAYMENT_STATES;
export const PAYMENT_STATE_NAMES = Object.keys(PAYMENT_STATES) as PaymentState[];

export const TRANSACTION_STATES = {
  APPROVED: 'Approved',
  PENDING: 'Pending',
  PRESENTED: 'Presented to the network',
  DECLINED: 'Declined',
  REJECTED: 'Rejected',
  FAILED: 'Failed',
} as const;
export type TransactionState = keyof typeof TRANSACTION_STATES;
export const TRANSACTION_STATE_NAMES = Object.keys(TRANSACTION_STATES) as TransactionState[];

/** How a transaction went, in three words a timeline can colour. */
export type TransactionOutcome = 'approved' | 'declined' | 'pending';

const TRANSACTION_OUTCOMES: Record<TransactionState, TransactionOutcome> = {
  APPROVED: 'approved',
  PENDING: 'pending',
  // Presented for settlement: accepted so far, final only when the network says so.
  PRESENTED: 'pending',
  DECLINED: 'declined',
  REJECTED: 'declined',
  FAILED: 'declined',
};

export function isPaymentState(status: string): status is PaymentState {
  return Object.hasOwn(PAYMENT_STATES, status);
}

export function isTransactionState(status: string): status is TransactionState {
  return Object.hasOwn(TRANSACTION_STATES, status);
}

/** Only APPROVED is a success; an unknown state is not assumed to be one. */
export function transactionOutcome(status: string | null | undefined): TransactionOutcome {
  const s = (status ?? '').toUpperCase();
  return isTransactionState(s) ? TRANSACTION_OUTCOMES[s] : 'pending';
}
