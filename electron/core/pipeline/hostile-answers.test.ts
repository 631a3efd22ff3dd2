import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { JournalRecord } from '../../../shared/schemas/journal';
import { MAX_ANSWER_BYTES } from '../client/answer-limits';
import { ApiClient } from '../client/api-client';
import type { HttpSend } from '../client/http';
import { TokenManager } from '../client/token-manager';
import { Journal, MAX_RECORD_BYTES } from '../journal/journal';
import { apiFor } from '../testing/pipeline-fixture';
import { storedCardAuthorization } from '../testing/requests';
import { MoneyPipeline, type PipelineContext } from './money-pipeline';

/**
 * A hostile payments API: it approves the charge (the money moved) and then answers in a way
 * that broke the console before, so the finish record was never written and the page was told
 * "did not complete". Whatever it answers, the journal must end the operation truthfully.
 */
const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const approved = (extra: string) =>
  `{"payment_id":"pay-1","transaction":{"id":"trx-1","status":"APPROVED"},"x":${extra}}`;

const bodies: Record<string, () => string> = {
  deep: () => approved(deep(5000)),
  huge: () => approved(`"${'a'.repeat(MAX_ANSWER_BYTES)}"`),
};

let server: Server;
let base: string;
let answer = 'deep';
beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/oauth/token') {
      res.end('{"access_token":"tok","expires_in":3600}');
      return;
    }
    req.resume();
    req.on('end', () => {
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(bodies[answer]!());
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const profile = { id: 'hostile', name: 'Hostile', production: false, idempotency: 'honoured' };

function pipelineWith(api: ApiClient, journal = new Journal(mkdtempSync(join(tmpdir(), 'h-')))) {
  const pipeline = new MoneyPipeline({ journal, operator: 'qa', appVersion: 'test' });
  const ctx = { profile, api } as PipelineContext;
  return { journal, pipeline, ctx };
}

/** An API client over a send double: the answer as a reader that let anything through would. */
function apiAnswering(send: HttpSend) {
  const tokens = new TokenManager(
    {
      tokenUrl: 'http://api.test/oauth/token',
      clientId: 'c',
      clientSecret: async () => 's',
      deadlineMs: 100,
    },
    async () => ({
      kind: 'response',
      status: 200,
      headers: {},
      body: { access_token: 't' },
      latencyMs: 1,
    }),
  );
  return new ApiClient({ baseUrl: 'http://api.test', deadlineMs: 100 }, tokens, send);
}

const finishOf = (records: JournalRecord[]) => records.find((r) => r.type === 'finish');
const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('an approved charge whose answer the console cannot read', () => {
  it.each([
    ['5,000 levels deep', 'deep', /nested over 64 levels/],
    ['over the byte limit', 'huge', /over 4194304 bytes/],
  ])(
    'answered %s: outcome unknown, a finish written, the size noted and no bytes kept',
    async (_t, kind, note) => {
      answer = kind;
      const h = pipelineWith(apiFor(base, 'c', 's', 5000));
      const report = await h.pipeline.run(h.ctx, storedCardAuthorization(999));
      expect(report).toMatchObject({
        outcome: 'unknown',
        error: { code: 'outcome_unknown', reason: 'too_large' },
      });
      expect(report.error?.message).toMatch(/too large to read.*may or may not have moved/);
      const records = await h.journal.records();
      expect(records.map((r) => r.type)).toEqual(['begin', 'attempt', 'finish']);
      expect(finishOf(records)).toMatchObject({ outcome: 'unknown', attempts: 1 });
      expect(records[1]).toMatchObject({
        result: 'answered',
        http_status: 201,
        detail: expect.stringMatching(note),
      });
      expect(JSON.stringify(records)).not.toContain('APPROVED');
      expect((await h.journal.query()).entries).toHaveLength(1);
    },
  );

  it('parsed 5,000 levels deep by a reader that let it in: judged succeeded, the depth cut in the journal', async () => {
    const body = JSON.parse(approved(deep(5000))) as unknown;
    const h = pipelineWith(
      apiAnswering(async () => ({
        kind: 'response',
        status: 201,
        headers: {},
        body,
        latencyMs: 3,
      })),
    );
    const report = await h.pipeline.run(h.ctx, storedCardAuthorization(999));
    expect(report).toMatchObject({ outcome: 'succeeded', ids: { payment_id: 'pay-1' } });
    const finish = finishOf(await h.journal.records());
    expect(finish).toMatchObject({ outcome: 'succeeded', http_status: 201 });
    expect(JSON.stringify(finish)).toContain('[TOO DEEP]');
    const page = await h.journal.query({ search: 'pay-1' });
    expect(page.entries[0]?.finish?.outcome).toBe('succeeded');
  });

  it('when reading the answer throws, the finish says unknown in words the screens translate', async () => {
    const error = quiet();
    const h = pipelineWith(
      apiAnswering(async () => {
        throw new Error('socket layer bug 4111111111111111');
      }),
    );
    const report = await h.pipeline.run(h.ctx, storedCardAuthorization(12));
    expect(report).toMatchObject({
      outcome: 'unknown',
      error: { code: 'outcome_unknown', reason: 'interrupted' },
    });
    expect(finishOf(await h.journal.records())).toMatchObject({ outcome: 'unknown' });
    expect(String(error.mock.calls)).not.toContain('4111111111111111');
    error.mockRestore();
  });

  it('when the journal refuses the full finish, the same outcome is written without the body', async () => {
    const error = quiet();
    // Under the byte limit as read, but JSON's escapes make its line longer than the journal's.
    const body = {
      payment_id: 'pay-2',
      transaction: { status: 'APPROVED' },
      note: '\u0000'.repeat(MAX_RECORD_BYTES / 6 + 1),
    };
    const h = pipelineWith(
      apiAnswering(async () => ({
        kind: 'response',
        status: 201,
        headers: {},
        body,
        latencyMs: 3,
      })),
    );
    const report = await h.pipeline.run(h.ctx, storedCardAuthorization(5));
    expect(report.outcome).toBe('succeeded');
    expect(finishOf(await h.journal.records())).toMatchObject({
      outcome: 'succeeded',
      http_status: 201,
      response: { status: 201, body: null },
    });
    error.mockRestore();
  });
});
