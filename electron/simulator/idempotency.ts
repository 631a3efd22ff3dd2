import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { fieldError } from './http';

/** What a replay sends back: the first answer exactly, as it was serialised. */
export interface StoredAnswer {
  status: number;
  text: string;
  headers: OutgoingHttpHeaders;
}

interface Entry {
  fingerprint: string;
  answer: StoredAnswer | null; // null while the first request is still running
  at: number;
}

/** Handed to the request that owns a key; finishing with a stale ticket stores nothing. */
export type Ticket = Entry & { readonly scope: string };

export type BeginResult =
  | { kind: 'new'; ticket: Ticket }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'in_progress' }
  | { kind: 'reused' };

export const MAX_KEY_LENGTH = 255;

/** The `Idempotency-Key` header: absent → null; present it must be 1 to 255 characters. */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || header.length < 1 || header.length > MAX_KEY_LENGTH) {
    throw fieldError(
      'invalid_idempotency_key',
      'Idempotency-Key',
      `Idempotency-Key must be one header of 1 to ${MAX_KEY_LENGTH} characters`,
    );
  }
  return header;
}

/** JSON with object keys sorted, so `{a,b}` and `{b,a}` are the same request. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Hash of method, path and canonical body; a body that is not JSON is hashed as sent. */
export function requestFingerprint(method: string, path: string, body: string): string {
  let canonical = body;
  try {
    canonical = canonicalJson(JSON.parse(body));
  } catch {
    // not JSON: the handler answers 400, and the raw text still identifies the request
  }
  return createHash('sha256').update(`${method} ${path}\n${canonical}`).digest('hex');
}

/**
 * Keys are scoped per client id and remembered for 24 hours (like public payment APIs), at most
 * MAX entries, oldest forgotten first: a benchmark with a fresh key per request must not grow
 * memory without bound. Map insertion order makes both purges O(1) per request.
 */
export class IdempotencyStore {
  private entries = new Map<string, Ticket>();

  constructor(
    private readonly now: () => number,
    private readonly ttlMs = 24 * 3_600_000,
    private readonly maxEntries = 50_000,
  ) {}

  begin(clientId: string, key: string, fingerprint: string): BeginResult {
    this.purge();
    const scope = `${clientId}\u0000${key}`;
    const found = this.entries.get(scope);
    if (found) {
      if (found.fingerprint !== fingerprint) return { kind: 'reused' };
      return found.answer ? { kind: 'replay', answer: found.answer } : { kind: 'in_progress' };
    }
    const ticket: Ticket = { scope, fingerprint, answer: null, at: this.now() };
    this.entries.set(scope, ticket);
    return { kind: 'new', ticket };
  }

  complete(ticket: Ticket, answer: StoredAnswer): void {
    if (this.entries.get(ticket.scope) === ticket) ticket.answer = answer;
  }

  /** The request ended without an effect worth remembering: a retry runs it again. */
  abandon(ticket: Ticket): void {
    if (this.entries.get(ticket.scope) === ticket) this.entries.delete(ticket.scope);
  }

  clear(): void {
    this.entries = new Map();
  }

  get size(): number {
    return this.entries.size;
  }

  private purge(): void {
    const cutoff = this.now() - this.ttlMs;
    for (const [scope, entry] of this.entries) {
      if (this.entries.size < this.maxEntries && entry.at >= cutoff) break;
      this.entries.delete(scope);
    }
  }
}
