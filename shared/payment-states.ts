/*
 * The console's one reading of the API's statuses (api-notes "States"), for payments and their
 * transactions alike: judging an answer, a payment's settlement, its next moves, the Payments
 * filters and the timeline all ask here, so no two screens can disagree about a status.
 *
 * PRESENTED (a transaction) and CAPTURE_PRESENTED (a payment) mean the capture was handed to the
 * network: the API did what was asked and the money counts as taken, though settling is still
 * to come (api-observed: a CAPTURE_PRESENTED payment whose capture is PRESENTED). So they are
 * "succeeded" and not final, never "pending" as if the API had not acted yet.
 */

/** What a status says the API did: refused (an explicit no), succeeded, or not finished yet. */
export type StatusMeaning = 'refused' | 'succeeded' | 'pending';

interface StatusWord {
  meaning: StatusMeaning;
  /** Nothing more happens to it: no money can move on it and the API will not change it. */
  final: boolean;
}

const SUCCEEDED_OPEN: StatusWord = { meaning: 'succeeded', final: false };
const SUCCEEDED_FINAL: StatusWord = { meaning: 'succeeded', final: true };
const REFUSED: StatusWord = { meaning: 'refused', final: true };
const PENDING: StatusWord = { meaning: 'pending', final: false };

/** Every status the API documents or was seen to send, payments' and transactions'. */
export const API_STATUSES = {
  // Transactions.
  APPROVED: SUCCEEDED_FINAL,
  PRESENTED: SUCCEEDED_OPEN,
  DECLINED: REFUSED,
  // Both.
  PENDING,
  REJECTED: REFUSED,
  FAILED: REFUSED,
  // Payments.
  PROCESSING: PENDING,
  AUTHORIZED: SUCCEEDED_OPEN,
  CAPTURE_IN_PROCESS: SUCCEEDED_OPEN,
  CAPTURE_PRESENTED: SUCCEEDED_OPEN,
  // A captured payment may still be refunded.
  CAPTURED: SUCCEEDED_OPEN,
  CANCELLED: SUCCEEDED_FINAL,
  REFUNDED: SUCCEEDED_FINAL,
} as const satisfies Record<string, StatusWord>;

export type ApiStatus = keyof typeof API_STATUSES;

function wordOf(status: string | null | undefined): StatusWord | undefined {
  const key = (status ?? '').toUpperCase();
  return Object.hasOwn(API_STATUSES, key) ? API_STATUSES[key as ApiStatus] : undefined;
}

/**
 * A status the console does not know is "pending": the API took the call and said something
 * new, which is never taken for a refusal or a success.
 */
export function statusMeaning(status: string | null | undefined): StatusMeaning {
  return wordOf(status)?.meaning ?? 'pending';
}

export function isRefused(status: string | null | undefined): boolean {
  return statusMeaning(status) === 'refused';
}

/** The API did what was asked: money held, taken, released or given back. */
export function isSucceeded(status: string | null | undefined): boolean {
  return statusMeaning(status) === 'succeeded';
}

/** Final: nothing left to capture, cancel or refund; an unknown status is never final. */
export function isFinal(status: string | null | undefined): boolean {
  return wordOf(status)?.final ?? false;
}

/** A payment whose capture was asked for and is on its way through the network. */
export function isCapturing(status: string | null | undefined): boolean {
  const key = (status ?? '').toUpperCase();
  return key === 'CAPTURE_IN_PROCESS' || key === 'CAPTURE_PRESENTED';
}

/**
 * What POS cancel-or-refund says it did (its `action`, api-notes op 11): done now, or already
 * done before; either way nothing is owed. The issuer refusing it is a refusal like any other.
 */
export const CANCEL_OR_REFUND_ACTIONS = {
  CANCELLED: SUCCEEDED_FINAL,
  REFUNDED: SUCCEEDED_FINAL,
  ALREADY_CANCELLED: SUCCEEDED_FINAL,
  ALREADY_REFUNDED: SUCCEEDED_FINAL,
  NOTHING_TO_REVERSE: SUCCEEDED_FINAL,
  CANCEL_DECLINED: REFUSED,
} as const satisfies Record<string, StatusWord>;

/**
 * A cancel-or-refund action read by the same vocabulary: a listed action means what it says; an
 * unlisted one that names a refusal status as one of its words (e.g. REFUND_FAILED) is a refusal,
 * so a new way of saying "no" is never shown as "pending"; anything else reads as a status.
 */
export function actionMeaning(action: string): StatusMeaning {
  const key = action.toUpperCase();
  if (Object.hasOwn(CANCEL_OR_REFUND_ACTIONS, key)) {
    return CANCEL_OR_REFUND_ACTIONS[key as keyof typeof CANCEL_OR_REFUND_ACTIONS].meaning;
  }
  if (key.split('_').some(isRefused)) return 'refused';
  return statusMeaning(key);
}
