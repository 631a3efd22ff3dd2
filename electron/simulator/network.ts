import { randomUUID } from 'node:crypto';
import { APPROVED_DECISION, authorizationDecisionFor } from '../../shared/card/test-cards';
import { lookupTestCardByHash } from './cards';
import type { NetworkData, TransactionStatus } from './payment-model';

/** What the simulated card network answers: ISO 8583 response code and its description. */
export interface Decision {
  status: TransactionStatus;
  responseCode: string;
  description: string;
}

export const APPROVED: Decision = APPROVED_DECISION;

/** Any card not in the table is approved, as in the public sandbox. */
export function authorizationDecision(panSha256: string): Decision {
  return authorizationDecisionFor(lookupTestCardByHash(panSha256)?.outcome);
}

/** Cancellations and reversals: only the "reverse/cancel fails" drill card is refused. */
export function reversalDecision(panSha256: string): Decision {
  return lookupTestCardByHash(panSha256)?.outcome === 'reversal_fails'
    ? {
        status: 'DECLINED',
        responseCode: '12',
        description: 'Invalid transaction (the issuer refused the reversal)',
      }
    : APPROVED;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** Six characters, like ISO 8583 field 38; the first UUID digits are all random. */
export function randomApprovalCode(): string {
  return randomUUID().slice(0, 6).toUpperCase();
}

/**
 * ISO 8583 fields 7 (MMDDhhmmss), 11 (STAN, six digits) and 15 (MMDD), in UTC. The approval
 * code (field 38) is given only for an approval; a real network sends none on a decline.
 */
export function networkData(at: number, stan: number, approvalCode: string | null): NetworkData {
  const d = new Date(at);
  const mmdd = `${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
  return {
    ...(approvalCode ? { approval_code: approvalCode } : {}),
    system_trace_audit_number: pad(stan % 1_000_000, 6),
    transmission_date_time: `${mmdd}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`,
    settlement_date: mmdd,
  };
}
