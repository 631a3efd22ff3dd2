import { refuse } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import type { Profile } from '../../../shared/schemas/profile';
import type { HttpSend } from '../client/http';
import type { ProfileService } from '../profiles/profile-service';
import { holdSecret } from '../redaction/known-values';

/** The header the simulator's control API reads its token from (simulator/routes/control.ts). */
export const CONTROL_TOKEN_HEADER = 'x-control-token';

export interface ControlAnswer {
  status: number;
  body: unknown;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Calls the simulator's control API behind the active profile, from main only: the token never
 * reaches the page, and each call goes to the profile active when it is made. Faults and resets
 * make the console believe anything about money, so nothing here goes through the money
 * pipeline or the journal: it acts on a simulator, never on an acquirer's money.
 */
export class SimulatorControlApi {
  constructor(
    private readonly profiles: ProfileService,
    private readonly send: HttpSend,
  ) {}

  async call(method: Method, path: string, body?: unknown): Promise<Result<ControlAnswer>> {
    const profile = this.profiles.active();
    const token = this.profiles.controlToken(profile.id);
    if (!token.ok) return refuse('forbidden', 'control_not_offered', { profile: profile.name });
    return this.callWith(profile, token.value, method, path, body);
  }

  /** With a token not saved yet: how a new one is checked before it is kept. */
  async callWith(
    profile: Profile,
    token: string,
    method: Method,
    path: string,
    body?: unknown,
  ): Promise<Result<ControlAnswer>> {
    // Cut by value for the rest of the run: an answer or a log line quoting it shows nothing.
    holdSecret(token);
    const url = new URL(path.replace(/^\//, ''), profile.baseUrl.replace(/\/?$/, '/'));
    const outcome = await this.send({
      method,
      url: url.toString(),
      headers: {
        [CONTROL_TOKEN_HEADER]: token,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      deadlineMs: profile.deadlineMs,
    });
    const named = { profile: profile.name };
    if (outcome.kind === 'timeout' || outcome.kind === 'network') {
      return refuse('network', 'control_unreachable', named);
    }
    const status = outcome.status;
    if (outcome.kind === 'unreadable') {
      return refuse('server', 'control_not_answered', { ...named, status: String(status) });
    }
    if (status === 401) return refuse('unauthorized', 'control_token_refused', named);
    if (status >= 200 && status < 300) return ok({ status, body: outcome.body });
    const said = saidBy(outcome.body);
    // A 400 is the control API refusing what was asked, in its own words; anything else
    // (404 where there is no control API, 421 off loopback, a 5xx) is a server without one.
    if (status === 400 || status === 404 || status === 409) {
      if (said.code && said.code !== 'route_not_found') {
        return refuse(status === 404 ? 'not_found' : 'validation', 'control_refused', {
          message: said.message ?? said.code,
        });
      }
    }
    return refuse('server', 'control_not_answered', { ...named, status: String(status) });
  }
}

function saidBy(body: unknown): { code?: string; message?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const record = body as Record<string, unknown>;
  const code = record.error_code ?? record.error_type;
  return {
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof record.message === 'string' ? { message: record.message } : {}),
  };
}
