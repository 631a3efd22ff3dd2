import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { ApiClient } from '../client/api-client';
import { sendHttp } from '../client/http';
import { TokenManager } from '../client/token-manager';
import { Journal } from '../journal/journal';
import { MoneyPipeline, type PipelineContext } from '../pipeline/money-pipeline';

/** A real pipeline over real HTTP to a real simulator on loopback: what chaos tests drive. */
export interface PipelineFixture {
  simulator: RunningSimulator;
  journal: Journal;
  pipeline: MoneyPipeline;
  ctx: PipelineContext;
  close(): Promise<void>;
}

export function apiFor(baseUrl: string, clientId: string, secret: string, deadlineMs: number) {
  const tokens = new TokenManager(
    { tokenUrl: `${baseUrl}/oauth/token`, clientId, clientSecret: async () => secret, deadlineMs },
    sendHttp,
  );
  return new ApiClient({ baseUrl, deadlineMs }, tokens, sendHttp);
}

export async function pipelineFixture({
  deadlineMs = 1000,
  dataDir = mkdtempSync(join(tmpdir(), 'chaos-')),
} = {}): Promise<PipelineFixture> {
  const simulator = await startSimulator({ port: 0 });
  const journal = new Journal(join(dataDir, 'journal'));
  const pipeline = new MoneyPipeline({ journal, operator: 'qa', appVersion: 'test' });
  const api = apiFor(simulator.baseUrl, simulator.clientId, simulator.clientSecret, deadlineMs);
  return {
    simulator,
    journal,
    pipeline,
    ctx: {
      profile: { id: 'simulator', name: 'Simulator', production: false, idempotency: 'honoured' },
      api,
    },
    close: async () => {
      await journal.close();
      await simulator.close();
    },
  };
}
