export interface LoggedRequest {
  seq: number;
  at: string;
  method: string;
  path: string;
  idempotency_key: string | null;
}

/**
 * Every request that reached /v1 after authentication, so a test can assert "a double click
 * sent one request". Only the newest `cap` are kept: trimming happens once the array doubles,
 * which keeps each request O(1) amortised under a benchmark.
 */
export class RequestLog {
  private items: LoggedRequest[] = [];
  private seq = 0;

  constructor(
    private readonly now: () => number,
    private readonly cap = 10_000,
  ) {}

  add(method: string, path: string, idempotencyKey: string | null): void {
    this.items.push({
      seq: ++this.seq,
      at: new Date(this.now()).toISOString(),
      method,
      path,
      idempotency_key: idempotencyKey,
    });
    if (this.items.length >= 2 * this.cap) this.items = this.items.slice(-this.cap);
  }

  list(): LoggedRequest[] {
    return this.items.slice(-this.cap);
  }

  clear(): void {
    this.items = [];
  }
}
