import type { TFunction } from 'i18next';
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

/** One sentence for the outcome, one for the details the core wrote for an admin. */
export function reportWords(
  report: ConnectionReport,
  t: TFunction,
): { summary: string; detail: string } {
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
  return { summary: t('settings.connection.failed', { stage }), detail: report.message };
}
