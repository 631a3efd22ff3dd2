import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { sendHttp } from '../client/http';
import { TokenManager } from '../client/token-manager';
import { Journal } from '../journal/journal';
import { MoneyPipeline } from '../pipeline/money-pipeline';
import { storedCardAuthorization } from '../testing/requests';
import { ProfileApiClient, SecretUnavailableError } from './profile-client';

let simulator: RunningSimulator;
beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
});
afterAll(() => simulator.close());

/** A client whose secret was cleared (or stopped decrypting) after it was handed out. */
function clientWithoutSecret() {
  const tokens = new TokenManager(
    {
      tokenUrl: `${simulator.baseUrl}/oauth/token`,
      clientId: simulator.clientId,
      clientSecret: () => Promise.reject(new SecretUnavailableError('The secret was cleared')),
      deadlineMs: 1000,
    },
    sendHttp,
  );
  return new ProfileApiClient({ baseUrl: simulator.baseUrl, deadlineMs: 1000 }, tokens, sendHttp);
}

it('a secret gone mid-operation is "failed, nothing was sent", never "outcome unknown"', async () => {
  const journal = new Journal(join(mkdtempSync(join(tmpdir(), 'secret-gone-')), 'journal'));
  try {
    const pipeline = new MoneyPipeline({ journal, operator: 'qa', appVersion: 'test' });
    const report = await pipeline.run(
      {
        profile: { id: 'prf-live', name: 'Live', production: false },
        api: clientWithoutSecret(),
      },
      storedCardAuthorization(10),
    );
    expect(report).toMatchObject({
      outcome: 'failed',
      error: { code: 'unauthorized', message: expect.stringMatching(/nothing was sent/) },
    });
    const entry = await journal.byId(report.operation_id);
    expect(entry?.finish?.outcome).toBe('failed');
    expect(entry?.attempts.map((a) => a.result)).toEqual(['not_sent']);
    expect(await journal.unresolved()).toEqual([]);
    expect(simulator.control.requests()).toEqual([]);
  } finally {
    await journal.close();
  }
});

it('reads fail the same way, as a Result', async () => {
  const answer = await clientWithoutSecret().call({
    method: 'GET',
    path: '/v1/instruments',
    what: 'Listing instruments',
  });
  expect(answer).toMatchObject({
    ok: false,
    error: {
      code: 'unauthorized',
      message: 'Listing instruments: The secret was cleared; nothing was sent',
      reason: 'secret_gone',
    },
  });
});
