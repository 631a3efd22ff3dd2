import { createHash, randomBytes } from 'node:crypto';

/**
 * A console's id is the hash of a secret kept in its data folder, so the team store can tell
 * the console that made an id from a till that only read it (exports and Team Activity show
 * ids): a first claim must carry the secret (`audit_claim_console`, schema 6). 120 of the
 * hash's bits are the id's; the version and variant digits keep it a v4 UUID.
 */
export function newConsoleIdentity(): { console_id: string; console_proof: string } {
  const proof = randomBytes(32).toString('hex');
  return { console_id: consoleIdOf(proof), console_proof: proof };
}

export function consoleIdOf(proof: string): string {
  const hex = createHash('sha256').update(proof, 'utf8').digest('hex').slice(0, 32).split('');
  hex[12] = '4';
  hex[16] = (8 | (parseInt(hex[16]!, 16) & 3)).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
