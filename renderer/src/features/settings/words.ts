import type {
  ConnectionReport,
  ConnectionStage,
  SecretState,
} from '../../../../shared/schemas/profile';

const SECRET_WORDS: Record<SecretState['state'], string> = {
  set: 'Set',
  not_set: 'Not set',
  session_only: 'Set for this session only',
  needs_reentry: 'Needs to be re-entered',
};

/** The secret's state, never its value: the renderer cannot read it back. */
export function secretWords(secret: SecretState): string {
  const words = SECRET_WORDS[secret.state];
  return secret.reason ? `${words}: ${secret.reason}` : words;
}

const STAGE_WORDS: Record<ConnectionStage, string> = {
  ok: 'connected',
  no_secret: 'before connecting: there is no client secret',
  dns: 'looking up the host name (DNS)',
  connect: 'connecting to the server',
  tls: 'setting up the secure connection (TLS)',
  timeout: 'waiting for an answer (time-out)',
  token_url: 'finding the token endpoint',
  credentials: 'checking the client id and secret (credentials refused)',
  answer: 'reading the token endpoint’s answer',
};

function duration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/** One sentence for the outcome, one for the details the core wrote for an admin. */
export function reportWords(report: ConnectionReport): { summary: string; detail: string } {
  if (report.ok) {
    const parts = ['Connection works'];
    if (report.latencyMs !== undefined) parts.push(`token issued in ${report.latencyMs} ms`);
    if (report.expiresInSeconds !== undefined) {
      parts.push(`token valid for ${duration(report.expiresInSeconds)}`);
    }
    return { summary: `${parts.join(', ')}.`, detail: report.message };
  }
  return { summary: `Failed ${STAGE_WORDS[report.stage]}.`, detail: report.message };
}
