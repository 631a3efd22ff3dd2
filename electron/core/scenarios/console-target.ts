import type { ApiOperationName } from '../../../shared/operations/catalog';
import { isProfileBound } from '../../../shared/profile-bound';
import { fail, ok, type Result } from '../../../shared/result';
import type { DialectName } from '../../../shared/schemas/dialect';
import { dispatch } from '../ipc/dispatch';
import { SIMULATOR_ID } from '../profiles/profile-store';
import type { ConsoleCore } from '../runtime';
import type { ScenarioTarget, SimulatorControlApi } from './runner';

/** What a target needs of the core: the console's own side builds one before the core is whole. */
export type ConsoleSide = Pick<ConsoleCore, 'profiles' | 'handlers' | 'simulator'>;

/**
 * A target over a running core: its active profile, and the simulator's control when it is that.
 * `dialect`: the one a scenario that names none runs in (the profile's, as Settings has it).
 */
export function consoleTarget(
  core: ConsoleSide,
  dialect: DialectName = core.profiles.simulatorDialect(),
): ScenarioTarget {
  return {
    profile: () => core.profiles.active(),
    call: (operation, input) => callThroughDispatch(core, operation, input),
    get control() {
      return core.profiles.active().id === SIMULATOR_ID
        ? simulatorControl(core, dialect)
        : undefined;
    },
  };
}

function callThroughDispatch(
  core: ConsoleSide,
  operation: ApiOperationName,
  input: unknown,
): Promise<Result<unknown>> {
  // A page names the profile it shows on every profile-bound call; the scenario shows the active one.
  const { id, revision } = core.profiles.active();
  const shown =
    isProfileBound(operation) && input && typeof input === 'object'
      ? { shownProfile: { id, revision }, ...input }
      : input;
  return dispatch(core.handlers, operation, shown);
}

/** The built-in simulator's control API over HTTP, with this launch's token, as QA uses it. */
function simulatorControl(core: ConsoleSide, dialect: DialectName): SimulatorControlApi {
  const { baseUrl, controlToken } = core.simulator;
  const send = async (method: string, path: string, body?: unknown): Promise<Result<void>> => {
    try {
      const answer = await fetch(`${baseUrl}/_sandbox/${path}`, {
        method,
        headers: { 'x-control-token': controlToken, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await answer.text();
      if (answer.ok) return ok(undefined);
      return fail('validation', `HTTP ${answer.status} ${text.slice(0, 300)}`);
    } catch (error) {
      return fail('network', error instanceof Error ? error.message : String(error));
    }
  };
  const setDialect = async (wanted: DialectName): Promise<Result<void>> => {
    const set = core.profiles.setSimulatorDialect(wanted);
    return set.ok ? ok(undefined) : set;
  };
  return {
    fresh: async () => {
      // The seed, no fault and the profile's dialect: a scenario that names no dialect must not
      // run in the one the scenario before it asked for.
      const reset = await send('POST', 'reset');
      const cleared = reset.ok ? await send('DELETE', 'faults') : reset;
      return cleared.ok ? setDialect(dialect) : cleared;
    },
    setDialect,
    armFault: (fault) => send('POST', 'faults', fault),
    clearFaults: () => send('DELETE', 'faults'),
    hasClock: async () => {
      const probe = await fetch(`${baseUrl}/_sandbox/clock`, {
        method: 'POST',
        headers: { 'x-control-token': controlToken, 'content-type': 'application/json' },
        body: JSON.stringify({ advance_s: 0 }),
      }).catch(() => undefined);
      return probe !== undefined && probe.status !== 404;
    },
    advanceClock: (seconds) => send('POST', 'clock', { advance_s: seconds }),
  };
}
