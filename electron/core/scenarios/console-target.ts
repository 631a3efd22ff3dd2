import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiOperationName } from '../../../shared/operations/catalog';
import { isProfileBound } from '../../../shared/profile-bound';
import { fail, ok, type Result } from '../../../shared/result';
import type { DialectName } from '../../../shared/schemas/dialect';
import { declined, type ProductionConfirmer } from '../guard/confirmer';
import { dispatch } from '../ipc/dispatch';
import { SIMULATOR_ID } from '../profiles/profile-store';
import { startConsoleCore, type ConsoleCore } from '../runtime';
import { unavailableCipher, type SecretCipher } from '../secrets/cipher';
import type { ScenarioTarget, SimulatorControlApi } from './runner';

/** Scenarios never ask a person: were a production operation to reach the gate, it is refused. */
const refusingConfirmer: ProductionConfirmer = {
  caller: () => undefined,
  confirm: async (request) => declined(request),
};

export interface ScenarioCoreOptions {
  /** A console's data folder (its profiles and journal); absent: a new one of its own. */
  dataDir?: string | undefined;
  version: string;
  cipher?: SecretCipher;
}

export interface ScenarioCore {
  core: ConsoleCore;
  dataDir: string;
  target: ScenarioTarget;
  close(): Promise<void>;
}

/**
 * The console's own core (runtime.ts), started as the browser host starts it, with its embedded
 * simulator, journal, guard and pipeline; the payments mirror is not started. Each operation is
 * sent through dispatch, as a page's call is. The active profile and the built-in simulator's
 * dialect are put back as they were on close, so a run leaves a console's folder as it found it.
 */
export async function startScenarioCore(options: ScenarioCoreOptions): Promise<ScenarioCore> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'payments-scenarios-'));
  const core = await startConsoleCore({
    host: 'web',
    version: options.version,
    dataDir,
    cipher: options.cipher ?? unavailableCipher,
    confirmer: refusingConfirmer,
    operator: 'scenario',
    // Nothing is exported by a scenario; an export would be refused rather than written.
    exportSink: async () => {
      throw new Error('Scenarios export nothing');
    },
    mirrorStartMs: null,
  });
  const before = { active: core.profiles.active().id, dialect: core.profiles.simulatorDialect() };
  return {
    core,
    dataDir,
    target: consoleTarget(core, before.dialect),
    close: async () => {
      core.profiles.setSimulatorDialect(before.dialect);
      core.profiles.activate(before.active);
      await core.close();
    },
  };
}

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
