import type { TFunction } from 'i18next';
import type { ErrorReason } from '../../../../shared/errors';
import type { ConnectionReport, SecretState } from '../../../../shared/schemas/profile';

/** The secret's state, never its value: the renderer cannot read it back. */
export function secretWords(secret: SecretState, t: TFunction): string {
  const state = t(`settings.secretState.${secret.state}`);
  // The reason is main's own sentence about this machine's keyring; it is shown as written.
  return secret.reason
    ? t('settings.secretState.withReason', { state, reason: secret.reason })
    : state;
}

function duration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

const CERTIFICATE_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'CERT_REVOKED',
]);

/**
 * A failure before the token endpoint answered, in the words every screen uses for that reason,
 * then what to check at that host; the socket's code is only the technical detail.
 */
function reachWords(report: ConnectionReport & { reason: ErrorReason }, t: TFunction): string {
  const host = report.host ?? '';
  const what = t(`frame.errors.${report.reason}`, { defaultValue: report.message });
  let check: string;
  if (report.stage === 'tls') {
    const code = report.detail && CERTIFICATE_CODES.has(report.detail) ? report.detail : 'other';
    check = t(`settings.connection.certificate.${code}`, { host });
  } else if (report.stage === 'dns' || report.stage === 'timeout') {
    check = t(`settings.connection.check.${report.stage}`, { host });
  } else {
    const how = report.reason === 'refused' ? 'refused' : 'connect';
    check = t(`settings.connection.check.${how}`, { host });
  }
  return `${what} ${check}`;
}

/**
 * One sentence for the outcome, then the details: for a failure on the way to the server, in the
 * screens' own words with the technical detail apart; otherwise as the core wrote them for an
 * admin (the token endpoint's own words and status).
 */
export function reportWords(
  report: ConnectionReport,
  t: TFunction,
): { summary: string; detail: string; technical?: string } {
  if (report.ok) {
    const parts = [t('settings.connection.works')];
    if (report.latencyMs !== undefined) {
      parts.push(t('settings.connection.latency', { ms: report.latencyMs }));
    }
    if (report.expiresInSeconds !== undefined) {
      parts.push(
        t('settings.connection.validFor', { duration: duration(report.expiresInSeconds) }),
      );
    }
    return { summary: `${parts.join(', ')}.`, detail: report.message };
  }
  const stage = t(`settings.connection.stage.${report.stage}`);
  const summary = t('settings.connection.failed', { stage });
  if (report.reason === undefined) return { summary, detail: report.message };
  return {
    summary,
    detail: reachWords({ ...report, reason: report.reason }, t),
    ...(report.detail ? { technical: t('frame.errors.detail', { detail: report.detail }) } : {}),
  };
}
