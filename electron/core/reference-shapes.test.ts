import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawOf } from '../../shared/schemas/set-aside';
import {
  observedPaymentAfterCapture,
  observedPayments,
  observedPaymentsList,
} from '../../shared/testing/api-observed';
import type { HttpOutcome, HttpRequest, HttpSend } from './client/http';
import { dispatch } from './ipc/dispatch';
import { referenceInstrument as instrument } from '../../shared/testing/reference-instrument';
import { startConsoleCore, type ConsoleCore } from './runtime';
import { fakeCipher } from './secrets/testing/fake-cipher';
import { Downloads } from '../web/downloads';
import { TerminalConfirmer } from '../web/terminal-confirmer';
import type { Channel } from '../../shared/channels';
import { asShownBy } from './testing/core-fixture';

/*
 * A server that answers only with what the public reference documents and the real sandbox was
 * seen to send (shared/testing/api-observed): the console must read all of it, treat every 2xx
 * as a success, keep the API's own error words and send force_delete where the reference reads it.
 */

const answer = (status: number, body?: unknown): HttpOutcome => ({
  kind: 'response',
  status,
  headers: {},
  body,
  latencyMs: 1,
});

const sent: HttpRequest[] = [];

const referenceServer: HttpSend = async (request) => {
  sent.push(request);
  const { pathname } = new URL(request.url);
  const route = `${request.method} ${pathname}`;
  if (route.endsWith('/oauth/token')) {
    return answer(200, {
      access_token: 'eyJ.reference.token',
      token_type: 'Bearer',
      expires_in: 3600,
    });
  }
  if (route === 'GET /v1/payments') return answer(200, observedPaymentsList);
  if (route === 'GET /v1/payments/pay-d448fa7jebdt9pu3tqjg') {
    return answer(200, observedPaymentAfterCapture);
  }
  if (route === 'GET /v1/instruments') return answer(200, { data: [instrument] });
  if (route === `GET /v1/instruments/${instrument.id}`) return answer(200, instrument);
  if (route === 'GET /v1/users/usr-ana/instruments') {
    return answer(200, {
      user: { id: 'usr-ana', name: 'Ana Gómez', email: '', created_at: 1762134994 },
      data: [
        {
          ...instrument,
          user_instrument: { status: 'ACTIVE', added_at: 1762134994, removed_at: '' },
        },
      ],
    });
  }
  if (route === 'POST /v1/users/usr-ana/instruments') {
    const body = JSON.parse(request.body ?? '{}') as { instrument_id?: string };
    return body.instrument_id === instrument.id
      ? answer(400, { error_type: 'invalid_request', message: 'Instrument already added' })
      : answer(201, {});
  }
  if (route.startsWith('DELETE /v1/users/usr-ana/instruments/')) return answer(204);
  return answer(404, { error_code: 'resource_not_found', message: `No route ${route}` });
};

let core: ConsoleCore;
let dataDir: string;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions walk answers freely
type LooseResult = { ok: boolean; value?: any; error?: any };
const call = (channel: Channel, input?: unknown) =>
  dispatch(core.handlers, channel, asShownBy(core, channel, input)) as Promise<LooseResult>;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'reference-'));
  core = await startConsoleCore({
    host: 'web',
    version: 'test',
    dataDir,
    cipher: fakeCipher(),
    operator: 'qa',
    exportSink: new Downloads().sink,
    confirmer: new TerminalConfirmer({ allowProduction: false, print: () => {} }),
    send: referenceServer,
    // Its requests are the test's own: the reference server answers only what it expects.
    mirrorStartMs: null,
  });
});
afterAll(async () => {
  await core.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server answering only in published and observed shapes', () => {
  it('lists the captured payments, each exactly as it was sent', async () => {
    const page = await call('payments:list', {});
    expect(page.ok).toBe(true);
    expect(page.value.data.map((p: { id: string }) => p.id)).toHaveLength(observedPayments.length);
    expect(page.value.data.map(rawOf)).toEqual(observedPayments);
    // Numeric amounts and "" fit the schemas: nothing had to be set aside.
    expect(JSON.stringify(page.value)).not.toContain('$unexpected');
  });

  it('reads the captured payment after a manual capture, ISO microseconds and all', async () => {
    const payment = await call('payments:get', { id: 'pay-d448fa7jebdt9pu3tqjg' });
    expect(payment.ok).toBe(true);
    expect(rawOf(payment.value)).toEqual(observedPaymentAfterCapture);
    expect(payment.value.transactions.map((t: { status: string }) => t.status)).toEqual([
      'APPROVED',
      'PENDING',
    ]);
  });

  it('reads instruments whose billing address has a number where text was expected', async () => {
    const list = await call('instruments:list', {});
    expect(list.ok).toBe(true);
    expect(list.value.data[0].user_data.billing_address.$unexpected).toEqual({ number: 742 });
    const one = await call('instruments:get', { id: instrument.id });
    expect(one.ok && rawOf(one.value)).toEqual(instrument);
  });

  it('reads a user, and takes 201 {} for an added instrument as the success it is', async () => {
    const user = await call('users:get', { user_id: 'usr-ana' });
    expect(user.ok).toBe(true);
    expect(user.value.data[0].card.last_four_digits).toBe('6422');
    const added = await call('users:addInstrument', {
      user_id: 'usr-ana',
      instrument_id: 'ins-other',
    });
    expect(added).toEqual({
      ok: true,
      value: { user_id: 'usr-ana', http_status: 201, answer: {} },
    });
  });

  it('keeps the reference’s error_type and message on a refusal', async () => {
    const again = await call('users:addInstrument', {
      user_id: 'usr-ana',
      instrument_id: instrument.id,
    });
    expect(again).toMatchObject({
      ok: false,
      error: {
        code: 'validation',
        status: 400,
        apiCode: 'invalid_request',
        message: 'Instrument already added',
      },
    });
  });

  it('sends force_delete in the JSON body of the DELETE, never in the query', async () => {
    sent.length = 0;
    const removed = await call('users:removeInstrument', {
      user_id: 'usr-ana',
      instrument_id: instrument.id,
      force_delete: true,
    });
    expect(removed.ok).toBe(true);
    const request = sent.find((r) => r.method === 'DELETE');
    expect(new URL(request!.url).search).toBe('');
    expect(JSON.parse(request!.body!)).toEqual({ force_delete: true });

    sent.length = 0;
    await call('users:removeInstrument', { user_id: 'usr-ana', instrument_id: instrument.id });
    expect(sent.find((r) => r.method === 'DELETE')?.body).toBeUndefined();
  });
});
