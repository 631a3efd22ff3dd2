import { randomUUID } from 'node:crypto';

/**
 * One key per money-moving operation, made before its first attempt and reused by every retry,
 * so the API can tell a retry from a new order (Stripe's and Adyen's scheme: a UUID v4).
 */
export type IdempotencyKey = string & { readonly __brand: 'IdempotencyKey' };

export function newIdempotencyKey(): IdempotencyKey {
  return randomUUID() as IdempotencyKey;
}
