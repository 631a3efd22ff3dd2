import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { startSimulator, type RunningSimulator } from '../simulator/server';
import { readTreeText } from './secrets/testing/read-tree';
import { coreFixture, type CoreFixture } from './testing/core-fixture';

/**
 * The canary: known test card numbers, CVVs and a client secret go in through every door a user
 * has; afterwards no file the core wrote, no answer it gave and no line it logged holds them.
 */
const PANS = ['4111111111111111', '5200000000000007', '5191872272166422'];
const CVVS = ['947', '8316', '582'];
const SECRET = 'canary-secret-Zq8vT3kW9pL';

let f: CoreFixture;
let remote: RunningSimulator;
const answers: unknown[] = [];
const logged: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'error', 'warn', 'info', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
  }
  f = await coreFixture();
  remote = await startSimulator({ port: 0, clientId: 'canary-client', clientSecret: SECRET });
  const card = (i: number) => ({
    number: PANS[i]!.replace(/(\d{4})/g, '$1 ').trim(),
    cvv: CVVS[i]!,
    expiration_month: '12',
    expiration_year: '2030',
    holder_name: 'Canary Holder',
  });
  const calls: Array<Promise<unknown>> = [];
  const record = (p: Promise<unknown>) => calls.push(p.then((a) => answers.push(a)));
  record(f.call('instruments:create', card(0)));
  record(
    f.call('payments:authorize', {
      merchant_id: 'mer-seed-store-1',
      instrument: { kind: 'card', card: card(1) },
      amount: '10',
      currency: 'USD',
      type: 'SALE',
    }),
  );
  record(
    f.call('users:create', {
      user_id: 'usr-canary',
      instruments: [{ kind: 'card', card: { ...card(2) } }],
    }),
  );
  // A refused path too: a malformed merchant id fails validation with the card in the input.
  record(
    f.call('payments:authorize', {
      merchant_id: 'bad id!',
      instrument: { kind: 'card', card: card(1) },
      amount: '10',
      currency: 'USD',
      type: 'SALE',
    }),
  );
  await Promise.all(calls);
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
  answers.push(await f.call('profiles:list'), await f.call('operations:recent', { limit: 50 }));
  await f.core.journal.close();
});

afterAll(async () => {
  vi.restoreAllMocks();
  await f.core.close();
  await remote.close();
});

it('the calls really happened (the canary is not vacuous)', () => {
  expect(answers.filter((a) => (a as { ok: boolean }).ok).length).toBeGreaterThanOrEqual(8);
  expect(answers[2]).toMatchObject({ ok: true });
  const files = readTreeText(f.dataDir).map((file) => file.path);
  expect(files.some((p) => p.includes('journal'))).toBe(true);
  expect(files.some((p) => p.endsWith('secrets.json'))).toBe(true);
});

it('no file the core wrote holds a card number, a CVV or the client secret', () => {
  for (const { path, text } of readTreeText(f.dataDir)) {
    for (const pan of PANS) expect({ path, pan: text.includes(pan) }).toEqual({ path, pan: false });
    expect({ path, secret: text.includes(SECRET) }).toEqual({ path, secret: false });
    for (const cvv of CVVS)
      expect({ path, cvv: text.includes(`"${cvv}"`) }).toEqual({ path, cvv: false });
  }
});

it('no answer to the renderer and no log line holds them either', () => {
  const seen = JSON.stringify(answers) + logged.join('\n');
  for (const pan of PANS) expect(seen).not.toContain(pan);
  for (const cvv of CVVS) expect(seen).not.toContain(`"${cvv}"`);
  expect(seen).not.toContain(SECRET);
});
