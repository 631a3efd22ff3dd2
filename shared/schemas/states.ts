import { statusMeaning, type StatusMeaning } from '../payment-states';

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

const OUTCOME_OF: Record<StatusMeaning, TransactionOutcome> = {
  succeeded: 'approved',
  refused: 'declined',
  pending: 'pending',
};

export function isPaymentState(status: string): status is PaymentState {
  return Object.hasOwn(PAYMENT_STATES, status);
}

export function isTransactionState(status: string): status is TransactionState {
  return Object.hasOwn(TRANSACTION_STATES, status);
}

/**
 * As shared/payment-states.ts reads the status: APPROVED and PRESENTED (the capture handed to the
 * network, counted as charged) are approved; an unknown state is not assumed to be a success.
 */
export function transactionOutcome(status: string | null | undefined): TransactionOutcome {
  const s = (status ?? '').toUpperCase();
  return isTransactionState(s) ? OUTCOME_OF[statusMeaning(s)] : 'pending';
}
