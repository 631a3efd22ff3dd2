/**
 * How many times the console sends a money request by itself when the API honours the
 * idempotency key and the first answer says it may be tried again (a 500, a reset before the
 * effect): the same key, so the API applies it at most once. The Simulator's fault form says
 * it, so a fault meant to reach the person is armed for this many requests.
 */
export const MONEY_SEND_ATTEMPTS = 2;
