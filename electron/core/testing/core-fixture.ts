import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Channel } from '../../../shared/channels';
import type { InputOf } from '../../../shared/contract';
import { dispatch } from '../dispatch';
import { startConsoleCore, type ConsoleCore } from '../runtime';
import { fakeCipher } from '../secrets/testing/fake-cipher';
import { Downloads } from '../../web/downloads';

/** The whole core, as the IPC binding and the browser host drive it: through dispatch. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions walk answers freely
type LooseResult = { ok: boolean; value?: any; error?: any };

export interface CoreFixture {
  core: ConsoleCore;
  /** Where exports land in tests (the browser host's downloads). */
  downloads: Downloads;
  dataDir: string;
  /** Answers are read loosely in tests: `value` and `error` as whatever the channel sent. */
  call<C extends Channel>(channel: C, input?: InputOf<C>): Promise<LooseResult>;
  /** Every /v1 request the embedded simulator received. */
  requests(): Promise<{ path: string; idempotency_key: string | null }[]>;
  ledger(): Promise<{ kind: string; idempotency_key: string | null; payment_id: string }[]>;
}

export async function coreFixture(): Promise<CoreFixture> {
  const dataDir = mkdtempSync(join(tmpdir(), 'core-'));
  const downloads = new Downloads();
  const core = await startConsoleCore({
    host: 'web',
    version: 'test',
    dataDir,
    cipher: fakeCipher(),
    operator: 'qa',
    exportSink: downloads.sink,
  });
  const control = async (path: string) =>
    (
      (await (await fetch(`${core.simulator.baseUrl}/_sandbox/${path}`)).json()) as {
        data: never[];
      }
    ).data;
  return {
    core,
    dataDir,
    downloads,
    call: (channel, input) => dispatch(core.handlers, channel, input) as Promise<LooseResult>,
    requests: () => control('requests'),
    ledger: () => control('ledger'),
  };
}
