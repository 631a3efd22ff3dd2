import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../client/api-client';
import type { HttpSend } from '../client/http';
import { TokenManager } from '../client/token-manager';
import { MAX_RECORD_BYTES, Journal } from '../journal/journal';
import type { PipelineContext } from '../pipeline/money-pipeline';
import { ChangeRecorder } from './change-recorder';

function recorderAnswering(send: HttpSend) {
  const token: HttpSend = async () => ({
    kind: 'response',
    status: 200,
    headers: {},
    body: { access_token: 't' },
    latencyMs: 1,
  });
  const tokens = new TokenManager(
    {
      tokenUrl: 'http://api.test/oauth/token',
      clientId: 'c',
      clientSecret: async () => 's',
      deadlineMs: 100,
    },
    token,
  );
  const api = new ApiClient({ baseUrl: 'http://api.test', deadlineMs: 100 }, tokens, send);
  const journal = new Journal(mkdtempSync(join(tmpdir(), 'changes-')));
  const recorder = new ChangeRecorder({ journal, operator: 'qa', appVersion: 'test' });
  const ctx = { profile: { id: 'p', name: 'P', production: false }, api } as PipelineContext;
  return { journal, recorder, ctx };
}

const removal = { user_id: 'usr-1', instrument_id: 'ins-1', force_delete: true };

describe('ChangeRecorder with an answer the journal cannot hold', () => {
  it('writes the finish without the body, so the change is not left looking unknown', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const note = '\u0000'.repeat(MAX_RECORD_BYTES / 6 + 1);
    const h = recorderAnswering(async () => ({
      kind: 'response',
      status: 200,
      headers: {},
      body: { note },
      latencyMs: 2,
    }));
    const result = await h.recorder.run(h.ctx, 'users:removeInstrument', removal);
    expect(result.ok).toBe(true);
    const records = await h.journal.records();
    expect(records.map((r) => r.type)).toEqual(['begin', 'attempt', 'finish']);
    expect(records[2]).toMatchObject({
      outcome: 'succeeded',
      response: { status: 200, body: null },
    });
    error.mockRestore();
  });

  it('an answer too large to read leaves the change unknown, its size noted', async () => {
    const h = recorderAnswering(async () => ({
      kind: 'unreadable',
      status: 200,
      headers: {},
      problem: 'too_large',
      bytes: 5_000_000,
      latencyMs: 2,
    }));
    const result = await h.recorder.run(h.ctx, 'users:removeInstrument', removal);
    expect(result).toMatchObject({ ok: false, error: { reason: 'too_large' } });
    const records = await h.journal.records();
    expect(records[1]).toMatchObject({
      result: 'answered',
      detail: expect.stringMatching(/5000000 bytes/),
    });
    expect(records[2]).toMatchObject({ outcome: 'unknown', error: { reason: 'too_large' } });
  });
});
