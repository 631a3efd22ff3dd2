import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../pipeline/canonical-json';

const TTL_MS = 2 * 60_000;

/**
 * On a production profile a money-moving call needs a confirmation token minted for that exact
 * operation (channel + input), after the user saw amount, currency, target and last four. The
 * check lives in main, so a renderer that skips its dialog still cannot move money.
 */
export class ProductionGuard {
  private readonly key = randomBytes(32);
  private readonly used = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  issue(channel: string, input: unknown): { token: string; expiresAt: number } {
    const expiresAt = this.now() + TTL_MS;
    const nonce = randomBytes(9).toString('base64url');
    const mac = this.mac(channel, input, expiresAt, nonce);
    return { token: `${expiresAt}.${nonce}.${mac}`, expiresAt };
  }

  /** True once per token, for the operation it was issued for, before it expires. */
  redeem(channel: string, input: unknown, token: string | undefined): boolean {
    if (!token) return false;
    const [expires, nonce, mac] = token.split('.');
    const expiresAt = Number(expires);
    if (!nonce || !mac || !Number.isFinite(expiresAt) || expiresAt < this.now()) return false;
    const expected = Buffer.from(this.mac(channel, input, expiresAt, nonce));
    const given = Buffer.from(mac);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
    this.forgetExpired();
    if (this.used.has(token)) return false;
    this.used.set(token, expiresAt);
    return true;
  }

  private mac(channel: string, input: unknown, expiresAt: number, nonce: string): string {
    const { confirmation: _ignored, ...rest } = (input ?? {}) as Record<string, unknown>;
    return createHmac('sha256', this.key)
      .update(`${channel}\n${expiresAt}\n${nonce}\n${canonicalJson(rest)}`)
      .digest('base64url');
  }

  private forgetExpired() {
    const now = this.now();
    for (const [token, expiresAt] of this.used) if (expiresAt < now) this.used.delete(token);
  }
}
