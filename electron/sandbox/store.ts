import { randomBytes } from 'node:crypto';
import type { InstrumentRecord } from './instrument-model';

/** Caller-chosen ids end up in URL paths, so only URL-safe characters are accepted. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** `ins-` + 24 hex characters, the API's prefixed-id convention. */
export function newId(prefix: string): string {
  return `${prefix}-${randomBytes(12).toString('hex')}`;
}

/**
 * All in-memory state of one sandbox instance. One map per resource; users, payments and
 * idempotency keys will join as further maps. Nothing here may hold a PAN or CVV, which the
 * tests check by serialising the whole store.
 */
export class SandboxStore {
  readonly instruments = new Map<string, InstrumentRecord>();
  private seq = 0;

  /** Creation order, used to break `created_at` ties so that paging is stable. */
  nextSeq(): number {
    return ++this.seq;
  }

  toJSON() {
    return { instruments: [...this.instruments.values()] };
  }
}
