import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startSimulator, type RunningSimulator } from '../simulator/server';
import { readTreeText } from './secrets/testing/read-tree';
import { canaryLeaks } from './testing/canary-scan';
import { coreFixture, type CoreFixture } from './testing/core-fixture';

/**
 * The canary: known test card numbers, CVVs and a client secret go in through every door a user
 * has, and come back from an API that echoes them (in an error message, in an unknown field of an
 * error and of a success, from the token endpoint); afterwards no file the core wrote, no answer
 * it gave, no export, no cURL command and no line it logged holds them.
 */
const PANS = ['4111111111111111', '5200000000000007', '5191872272166422'];
const CVVS = ['947', '8316', '582'];
const SECRET = 'canary-secret-Zq8vT3kW9pL';

let f: CoreFixture;
let remote: RunningSimulator;
const answers: unknown[] = [];
const logged: string[] = [];
const exported: string[] = [];
/** How many answers carried an echo the simulator really sent (the canary is not vacuous). */
const echoes = { error: 0, field: 0, token: 0 };

const leaks = (text: string) => canaryLeaks(text, { pans: PANS, cvvs: CVVS, secrets: [SECRET] });

const card = (i: number) => ({
  number: PANS[i]!.replace(/(\d{4})/g, '$1 ').trim(),
  cvv: CVVS[i]!,
  expiration_month: '12',
  expiration_year: '2030',
  holder_name: 'Canary Holder',
});

const rawCardPayment = (i: number) => ({
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'card' as const, card: card(i) },
  amount: '10',
  currency: 'USD',
  type: 'SALE',
});

/** Over HTTP with the launch's control token, as QA would arm it on the embedded simulator. */
async function armFault(path: string, kind: string) {
  const response = await fetch(`${f.core.simulator.baseUrl}/_sandbox/faults`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-control-token': f.core.simulator.controlToken,
    },
    body: JSON.stringify({ match: { method: 'POST', path }, kind }),
  });
  expect(response.status).toBe(201);
}

async function download(url: string): Promise<string> {
  return f.downloads.take(url.replace('/download/', ''))!.body.toString('utf8');
}

beforeAll(async () => {
  for (const method of ['log', 'error', 'warn', 'info', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
  f = await coreFixture();
  remote = await startSimulator({ port: 0, clientId: 'canary-client', clientSecret: SECRET });
  const calls: Array<Promise<unknown>> = [];
  const record = (p: Promise<unknown>) => calls.push(p.then((a) => answers.push(a)));
  record(f.call('instruments:create', card(0)));
  record(f.call('payments:authorize', rawCardPayment(1)));
  record(
    f.call('users:create', {
      user_id: 'usr-canary',
      instruments: [{ kind: 'card', card: { ...card(2) } }],
    }),
  );
  // A refused path too: a malformed merchant id fails validation with the card in the input.
  record(f.call('payments:authorize', { ...rawCardPayment(1), merchant_id: 'bad id!' }));
  await Promise.all(calls);

  // An API that quotes the request back, in the message and in an unknown field.
  await armFault('/v1/instruments', 'echo_error');
  const refused = await f.call('instruments:create', card(0));
  await armFault('/v1/instruments', 'echo_after_effect');
  const created = await f.call('instruments:create', card(0));
  await armFault('/v1/payments/authorizations', 'echo_error');
  const declined = await f.call('payments:authorize', rawCardPayment(1));
  await armFault('/v1/payments/authorizations', 'echo_after_effect');
  const charged = await f.call('payments:authorize', rawCardPayment(2));
  answers.push(refused, created, declined, charged);
  if (refused.error?.message.includes('Could not process')) echoes.error += 1;
  if (created.value?.request_echo) echoes.field += 1;
  if (declined.value?.response?.request_echo) echoes.field += 1;
  if (charged.value?.response?.request_echo) echoes.field += 1;

  const profile = await f.call('profiles:create', {
    name: 'Canary',
    baseUrl: remote.baseUrl,
    clientId: 'canary-client',
  });
  answers.push(
    profile,
    await f.call('profiles:setSecret', { id: profile.value.id, secret: SECRET }),
  );
  answers.push(await f.call('profiles:testConnection', { id: profile.value.id }));
  answers.push(await f.call('profiles:activate', { id: profile.value.id }));
  answers.push(await f.call('instruments:list', { page: 1, page_size: 5 }));
  // The token endpoint echoes the client secret: through the token manager, then Settings' test.
  remote.control.armFault({ match: { path: '/oauth/token' }, kind: 'echo_error' });
  answers.push(await f.call('profiles:setSecret', { id: profile.value.id, secret: SECRET }));
  const tokenEcho = await f.call('instruments:list', { page: 1, page_size: 5 });
  remote.control.armFault({ match: { path: '/oauth/token' }, kind: 'echo_error' });
  const testEcho = await f.call('profiles:testConnection', { id: profile.value.id });
  answers.push(tokenEcho, testEcho);
  if (tokenEcho.error?.message.includes('client_secret')) echoes.token += 1;
  if (testEcho.value?.message?.includes('client_secret')) echoes.token += 1;

  answers.push(await f.call('profiles:list'), await f.call('outcomes:recent', { limit: 50 }));
  const activity = await f.call('activity:query', {});
  answers.push(activity);
  for (const row of activity.value.rows as Array<{ operation_id: string }>) {
    answers.push(await f.call('activity:get', { operation_id: row.operation_id }));
    answers.push(await f.call('activity:curl', { operation_id: row.operation_id }));
  }
  for (const format of ['csv', 'jsonl'] as const) {
    const done = await f.call('activity:export', { filter: {}, format });
    answers.push(done);
    exported.push(await download(done.value.url));
  }
  await f.core.journal.close();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await f.core.close();
  await remote.close();
});

it('the calls really happened and the API really echoed (the canary is not vacuous)', () => {
  expect(answers.filter((a) => (a as { ok: boolean }).ok).length).toBeGreaterThanOrEqual(8);
  expect(answers[2]).toMatchObject({ ok: true });
  expect(echoes).toEqual({ error: 1, field: 3, token: 2 });
  const files = readTreeText(f.dataDir).map((file) => file.path);
  expect(files.some((p) => p.includes('journal'))).toBe(true);
  expect(files.some((p) => p.endsWith('secrets.json'))).toBe(true);
  // Three authorizations (two of them echoed) and four back-office changes (three instruments,
  // one user, all carrying a card) reached the journal, each in the exports.
  expect(exported[1]!.trim().split('\n')).toHaveLength(7);
});

it('no file the core wrote holds a card number, a CVV or the client secret', () => {
  for (const { path, text } of readTreeText(f.dataDir)) {
    expect({ path, leaks: leaks(text) }).toEqual({ path, leaks: [] });
  }
});

it('no answer to the renderer, no export and no log line holds them either', () => {
  expect(leaks(JSON.stringify(answers))).toEqual([]);
  for (const text of exported) expect(leaks(text)).toEqual([]);
  expect(leaks(logged.join('\n'))).toEqual([]);
});

it('the canary scan itself finds each form of a leak', () => {
  for (const text of [
    'card 4111 1111 1111 1111',
    '{\\"cvv\\":\\"947\\"}',
    'cvv=8316',
    `client_secret=${SECRET}`,
    '5200-0000-0000-0007',
  ]) {
    expect(leaks(text), text).not.toEqual([]);
  }
});
