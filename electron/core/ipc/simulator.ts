import type { ParsedInputOf } from '../../../shared/contract';
import { refuse, refuseFields } from '../../../shared/error-words';
import { ok, type Result } from '../../../shared/result';
import type { Profile } from '../../../shared/schemas/profile';
import {
  ArmedFault,
  DialectAnswer,
  FAULT_TARGETS,
  SimulatorClock,
  SimulatorLedgerEntry,
  SimulatorRequest,
  type SimulatorStatus,
} from '../../../shared/schemas/simulator-control';
import { fieldReason } from '../../../shared/validation-words';
import type { ProfileService } from '../profiles/profile-service';
import { SIMULATOR_ID } from '../profiles/profile-store';
import type { SimulatorControlApi } from '../simulator-control/control-api';

export interface SimulatorDeps {
  profiles: ProfileService;
  control: SimulatorControlApi;
  /** The built-in simulator's client credentials: a loopback fake made for this launch. */
  loopback: { clientId: string; clientSecret: string };
}

function statusOf(profiles: ProfileService, profile: Profile): SimulatorStatus {
  const access = profiles.controlTokenState(profile.id);
  return {
    profileId: profile.id,
    builtIn: profile.id === SIMULATOR_ID,
    access,
    available: access === 'built_in' || access === 'set',
  };
}

/** What the control API lists under `data`, each row checked; a row it cannot read is left out. */
function rows<T>(body: unknown, schema: { safeParse(v: unknown): { data?: T } }): T[] {
  const data = (body as { data?: unknown } | null)?.data;
  if (!Array.isArray(data)) return [];
  return data.flatMap((row) => {
    const parsed = schema.safeParse(row).data;
    return parsed === undefined ? [] : [parsed];
  });
}

/**
 * Simulator → controls: every call to the simulator's control API, made here with the active
 * profile's control token (the built-in one's, or the one saved in Settings), never by the page.
 */
export function simulatorHandlers({ profiles, control, loopback }: SimulatorDeps) {
  const answered = async <T>(
    pending: Promise<Result<{ body: unknown }>>,
    read: (body: unknown) => T,
  ): Promise<Result<T>> => {
    const answer = await pending;
    return answer.ok ? ok(read(answer.value.body)) : answer;
  };
  return {
    'simulator:status': async () => ok(statusOf(profiles, profiles.active())),
    'simulator:tokenState': async (input: ParsedInputOf<'simulator:tokenState'>) => {
      const profile = profiles.get(input.id);
      return profile.ok ? ok(statusOf(profiles, profile.value)) : profile;
    },

    /** Kept only once the profile's server accepts it: a wrong token is said at its field. */
    'simulator:setControlToken': async (input: ParsedInputOf<'simulator:setControlToken'>) => {
      const profile = profiles.get(input.id);
      if (!profile.ok) return profile;
      const tried = await control.callWith(profile.value, input.token, 'GET', '/_sandbox/dialect');
      if (!tried.ok) {
        return tried.error.reason === 'control_token_refused'
          ? refuseFields({ token: fieldReason('controlTokenRefused') })
          : tried;
      }
      const saved = profiles.saveControlToken(input.id, input.token);
      return saved.ok ? ok(statusOf(profiles, profile.value)) : saved;
    },
    'simulator:clearControlToken': async (input: ParsedInputOf<'simulator:clearControlToken'>) => {
      const profile = profiles.get(input.id);
      if (!profile.ok) return profile;
      const cleared = profiles.clearControlToken(input.id);
      return cleared.ok ? ok(statusOf(profiles, profile.value)) : cleared;
    },

    'simulator:faults': () =>
      answered(control.call('GET', '/_sandbox/faults'), (body) => rows(body, ArmedFault)),
    'simulator:armFault': async (input: ParsedInputOf<'simulator:armFault'>) => {
      const { method, path } = FAULT_TARGETS[input.target];
      const armed = await control.call('POST', '/_sandbox/faults', {
        match: { method, path },
        kind: input.kind,
        count: input.count,
        ...(input.delayMs === undefined ? {} : { delay_ms: input.delayMs }),
        ...(input.retryAfterS === undefined ? {} : { retry_after_s: input.retryAfterS }),
      });
      if (!armed.ok) return armed;
      const fault = ArmedFault.safeParse(armed.value.body);
      return fault.success
        ? ok(fault.data)
        : refuse('internal', 'unexpected_answer_shape', { where: 'fault' });
    },
    'simulator:clearFault': async (input: ParsedInputOf<'simulator:clearFault'>) => {
      const cleared = await control.call(
        'DELETE',
        `/_sandbox/faults/${encodeURIComponent(input.id)}`,
      );
      if (cleared.ok) return ok({ id: input.id });
      // Used up between the list and the click: said as such, not as the server's words.
      return cleared.error.code === 'not_found'
        ? refuse('not_found', 'fault_not_found', { id: input.id })
        : cleared;
    },
    'simulator:clearFaults': () => answered(control.call('DELETE', '/_sandbox/faults'), () => ({})),
    'simulator:reset': () => answered(control.call('POST', '/_sandbox/reset'), () => ({})),

    'simulator:ledger': (input: ParsedInputOf<'simulator:ledger'>) =>
      answered(
        control.call('GET', `/_sandbox/ledger?payment_id=${encodeURIComponent(input.paymentId)}`),
        (body) => rows(body, SimulatorLedgerEntry),
      ),
    // Newest first, as a person reads a log; the dispatcher redacts every path on the way out.
    'simulator:requests': () =>
      answered(control.call('GET', '/_sandbox/requests'), (body) =>
        rows(body, SimulatorRequest).reverse(),
      ),

    'simulator:dialect': async () => {
      const profile = profiles.active();
      if (profile.id === SIMULATOR_ID) return ok({ dialect: profiles.simulatorDialect() });
      return readDialect(await control.call('GET', '/_sandbox/dialect'));
    },
    /** The built-in simulator's dialect is a setting of its profile (kept across launches). */
    'simulator:setDialect': async (input: ParsedInputOf<'simulator:setDialect'>) => {
      if (profiles.active().id === SIMULATOR_ID) {
        const set = profiles.setSimulatorDialect(input.dialect);
        return set.ok ? ok({ dialect: profiles.simulatorDialect() }) : set;
      }
      return readDialect(
        await control.call('PUT', '/_sandbox/dialect', { dialect: input.dialect }),
      );
    },

    'simulator:clock': () =>
      answered(control.call('GET', '/_sandbox/clock'), (body) => SimulatorClock.parse(body)),
    'simulator:advanceClock': (input: ParsedInputOf<'simulator:advanceClock'>) =>
      answered(control.call('POST', '/_sandbox/clock', { advance_s: input.advanceS }), (body) =>
        SimulatorClock.parse(body),
      ),

    'simulator:credentials': async () => {
      const profile = profiles.active();
      if (profile.id !== SIMULATOR_ID) {
        return refuse('forbidden', 'loopback_credentials_only');
      }
      return ok({
        baseUrl: profile.baseUrl,
        tokenUrl: profile.tokenUrl,
        clientId: loopback.clientId,
        clientSecret: loopback.clientSecret,
      });
    },
  };
}

function readDialect(answer: Result<{ body: unknown }>) {
  if (!answer.ok) return answer;
  const parsed = DialectAnswer.safeParse(answer.value.body);
  return parsed.success
    ? ok(parsed.data)
    : refuse('internal', 'unexpected_answer_shape', { where: 'dialect' });
}
