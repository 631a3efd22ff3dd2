import type { TFunction } from 'i18next';
import type { ErrorReason } from '../../../../shared/errors';
import type { ConnectionReport, SecretState } from '../../../../shared/schemas/profile';
import { en } from '../../i18n/areas/settings';
import { hasWords } from '../../i18n/keys';
import type { Messages } from '../../i18n/messages';

/** The secret's state, never its value: the renderer cannot read it back. */
export function secretWords(secret: SecretState, t: TFunction): string {
  const state = t(`settings.secretState.${secret.state}`);
  // Main gives its reason as a key too; its English is the fallback for a key this page lacks.
  const reason = secret.why
    ? t(`settings.secretState.why.${secret.why}`, {
        backend: backendWords(secret.backend, t),
        defaultValue: secret.reason,
      })
    : secret.reason;
  return reason ? t('settings.secretState.withReason', { state, reason }) : state;
}

/** Known backends in words; any other is the system's own name, quoted as its. */
function backendWords(backend: string | undefined, t: TFunction): string {
  if (backend === undefined) return '—';
  return hasWords(en.secretState.backend, backend) && backend !== 'other'
    ? t(`settings.secretState.backend.${backend}`)
    : t('settings.secretState.backend.other', { backend });
}

function duration(seconds: number): string {
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds >= 60 && seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/**
 * A failure before the token endpoint answered, in the words every screen uses for that reason,
 * then what to check at that host; the socket's code is only the technical detail.
 */
function reachWords(report: ConnectionReport & { reason: ErrorReason }, t: TFunction): string {
  const host = report.host ?? '';
  const what = t(`frame.errors.${report.reason}`, { defaultValue: report.message });
  let check: string;
  if (report.stage === 'tls') {
    const code =
      report.detail && hasWords(en.connection.certificate, report.detail) ? report.detail : 'other';
    check = t(`settings.connection.certificate.${code}`, { host });
  } else if (report.stage === 'dns' || report.stage === 'timeout') {
    check = t(`settings.connection.check.${report.stage}`, { host });
  } else {
    const how = report.reason === 'refused' ? 'refused' : 'connect';
    check = t(`settings.connection.check.${how}`, { host });
  }
  return `${what} ${check}`;
}

/** The token endpoint's own words, as it sent them: labelled and quoted, never translated. */
function serverWords(
  report: ConnectionReport,
  t: TFunction,
): { label: string; words: string } | undefined {
  const { serverCode: code, serverText: text } = report;
  if (code === undefined && text === undefined) return undefined;
  const words =
    code !== undefined && text !== undefined
      ? t('settings.connection.server.both', { code, text })
      : text !== undefined
        ? t('settings.connection.server.text', { text })
        : (code ?? '');
  return { label: t('settings.connection.server.label'), words };
}

/**
 * What happened once the request could leave, from the report's facts (the URL, the status, the
 * client id): undefined when a report lacks them, as one from an older main may, and the summary
 * then says it alone.
 */
function answerWords(report: ConnectionReport, t: TFunction): string | undefined {
  const { url, status, clientId } = report;
  const key = (name: keyof Messages['settings']['connection']['outcome']) =>
    `settings.connection.outcome.${name}` as const;
  switch (report.stage) {
    case 'no_secret':
      return t(key(report.missing ?? 'not_set'));
    case 'credentials':
      return status !== undefined && clientId !== undefined
        ? t(key('credentials'), { status, clientId })
        : undefined;
    case 'token_url':
    case 'answer': {
      const problem = report.problem;
      if (problem === undefined) return undefined;
      if (problem === 'not_sent') return t(key(problem));
      if (problem === 'redirect') return url === undefined ? undefined : t(key(problem), { url });
      if (status === undefined || url === undefined) return undefined;
      return t(key(problem), { url, status });
    }
    default:
      return undefined;
  }
}

export interface ConnectionWords {
  summary: string;
  detail?: string;
  /** The server's own code and words, shown as its, not the console's. */
  server?: { label: string; words: string };
  technical?: string;
}

/**
 * One sentence for the outcome, then the details, all in the screen's language: for a failure on
 * the way to the server in the words every screen uses, with the socket's code apart; once the
 * token endpoint answered, from the facts main sent, with the server's words quoted as its own.
 * Main's English `message` is never shown.
 */
export function reportWords(report: ConnectionReport, t: TFunction): ConnectionWords {
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
    const { url, clientId } = report;
    return {
      summary: `${parts.join(', ')}.`,
      ...(url !== undefined && clientId !== undefined
        ? { detail: t('settings.connection.issued', { url, clientId }) }
        : {}),
    };
  }
  const stage = t(`settings.connection.stage.${report.stage}`);
  const summary = t('settings.connection.failed', { stage });
  if (report.reason !== undefined) {
    return {
      summary,
      detail: reachWords({ ...report, reason: report.reason }, t),
      ...(report.detail ? { technical: t('frame.errors.detail', { detail: report.detail }) } : {}),
    };
  }
  const detail = answerWords(report, t);
  const server = serverWords(report, t);
  return {
    summary,
    ...(detail === undefined ? {} : { detail }),
    ...(server === undefined ? {} : { server }),
    ...(report.status !== undefined && report.latencyMs !== undefined
      ? { technical: t('settings.connection.answeredIn', { ms: report.latencyMs }) }
      : {}),
  };
}
