import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { declined, type ProductionConfirmer } from '../guard/confirmer';
import { startConsoleCore, type ConsoleCore } from '../runtime';
import { unavailableCipher, type SecretCipher } from '../secrets/cipher';
import { consoleTarget } from './console-target';
import type { ScenarioTarget } from './runner';

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
