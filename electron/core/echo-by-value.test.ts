import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { readTreeText } from './secrets/testing/read-tree';
import { coreFixture, type CoreFixture } from './testing/core-fixture';
import { showsCard } from './redaction/testing/arbitraries';

/**
 * A hostile API that quotes back, in plain words, what the console sent: the client secret in
 * the token endpoint's refusal, the card (split by slashes), its CVV and the bearer token in a
 * decline, the token in a listing's error. No rule by name or shape finds them there; the
 * console knows the values, so none reaches the page, the journal or an export.
 */
const PAN = '5555555555554444';
const CVV = '987';
const SECRET = 'h6-echo-secret-Zq8vT3';
const TOKEN = 'h6-echo-token-Qm9vWk1hT0pm';

let f: CoreFixture;
let api: Server;
let refuseToken = true;
const answers: unknown[] = [];
const exported: string[] = [];
const logged: string[] = [];

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

beforeAll(async () => {
  for (const method of ['log', 'error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
  api = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const url = request.url ?? '';
      if (url.startsWith('/oauth/token')) {
        if (refuseToken) {
          answer(response, 401, {
            error: 'invalid_client',
            error_description: `client h-client with secret ${SECRET} is not known`,
          });
        } else {
          answer(response, 200, { access_token: TOKEN, token_type: 'Bearer', expires_in: 3600 });
        }
      } else if (url.startsWith('/v1/payments/authorizations')) {
        answer(response, 402, {
          error_type: 'card_declined',
          message:
            `card 5555 5555 5555 4444 (or 5555/5555/5555/4444), the security code you sent ` +
            `(${CVV}); session ${TOKEN}`,
          response_code: '05',
        });
      } else {
        answer(response, 400, { error_type: 'invalid_request', message: `session ${TOKEN}` });
      }
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;

  f = await coreFixture();
  const profile = await f.call('profiles:create', { name: 'Echo', baseUrl, clientId: 'h-client' });
  answers.push(await f.call('profiles:setSecret', { id: profile.value.id, secret: SECRET }));
  answers.push(await f.call('profiles:activate', { id: profile.value.id }));
  const payment = {
    merchant_id: 'mer-echo-1',
    instrument: {
      kind: 'card' as const,
      card: {
        number: '5555 5555 5555 4444',
        cvv: CVV,
        expiration_month: '12',
        expiration_year: '2030',
        holder_name: 'Echo Holder',
      },
    },
    amount: '10',
    currency: 'USD',
    type: 'SALE',
  };
  answers.push(await f.call('payments:authorize', payment));
  answers.push(await f.call('payments:list', {}));
  refuseToken = false;
  answers.push(await f.call('payments:authorize', payment));
  answers.push(await f.call('payments:list', {}));
  const activity = await f.call('activity:query', {});
  answers.push(activity);
  for (const row of activity.value.rows as Array<{ operation_id: string }>) {
    answers.push(await f.call('activity:get', { operation_id: row.operation_id }));
  }
  for (const format of ['csv', 'jsonl'] as const) {
    const done = await f.call('activity:export', { filter: {}, format });
    exported.push(f.downloads.take(done.value.url.replace('/download/', ''))!.body.toString());
  }
  await f.core.journal.close();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await f.core.close();
  api.closeAllConnections();
  await new Promise((resolve) => api.close(resolve));
});

function leaks(text: string): string[] {
  return [
    ...(showsCard(text, PAN) ? [PAN] : []),
    ...[SECRET, TOKEN].filter((value) => text.includes(value)),
    ...(new RegExp(String.raw`\(${CVV}\)`).test(text) ? [CVV] : []),
  ];
}

it('the API really quoted them, and the console really told the page (not vacuous)', () => {
  const text = JSON.stringify(answers);
  expect(text).toContain('is not known');
  expect(text).toContain('the security code you sent');
  expect(text).toContain('session [REDACTED]');
  expect(text).toContain('555555••••••4444');
});

it('no answer to the page holds the secret, the token, the card or its CVV', () => {
  for (const one of answers) expect(leaks(JSON.stringify(one))).toEqual([]);
});

it('no file the console wrote and no export holds them', () => {
  const files = readTreeText(f.dataDir);
  expect(files.some(({ path }) => path.includes('journal'))).toBe(true);
  for (const { path, text } of files) expect(leaks(text), path).toEqual([]);
  expect(exported).toHaveLength(2);
  for (const text of exported) expect(leaks(text)).toEqual([]);
  expect(leaks(logged.join('\n'))).toEqual([]);
});
