import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProfileFormValues } from '../../../shared/schemas/profile';
import { SEED_MERCHANT_IDS } from '../../simulator/seed-payments';
import { startSimulator, type RunningSimulator } from '../../simulator/server';
import { sendHttp, type HttpOutcome, type HttpRequest, type HttpSend } from '../client/http';
import { productionGate } from '../guard/production-gate';
import { printedCodes } from '../testing/core-fixture';
import { TerminalConfirmer } from '../../web/terminal-confirmer';
import { unavailableCipher, type SecretCipher } from '../secrets/cipher';
import { fakeCipher } from '../secrets/testing/fake-cipher';
import { readTreeText } from '../secrets/testing/read-tree';
import { ProfileService, type ProfileChange } from './profile-service';
import { PersonLanguages } from '../words/languages';
import { fieldReason } from '../../../shared/validation-words';

/** The remote API in these tests: a simulator with credentials only the test knows. */
const REMOTE_ID = 'remote-console';
const REMOTE_SECRET = 'canary-7Hq2-remote-client-secret';
let remote: RunningSimulator;
/** The embedded simulator the built-in profile points at. */
let simulator: RunningSimulator;

beforeAll(async () => {
  remote = await startSimulator({ clientId: REMOTE_ID, clientSecret: REMOTE_SECRET, seed: false });
  simulator = await startSimulator({ seed: false });
});
afterAll(async () => {
  await remote.close();
  await simulator.close();
});

let dir: string;
let requests: HttpRequest[];
/** The browser host's terminal: where a person reads confirmation codes. */
let terminal: string[];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'profile-service-'));
  requests = [];
  terminal = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** The real sender, recording each request so tests can count token fetches. */
const recordingSend: HttpSend = (request) => {
  requests.push(request);
  return sendHttp(request);
};
const tokenFetches = () => requests.filter((r) => r.url.endsWith('/oauth/token')).length;

function service(
  cipher: SecretCipher = fakeCipher(),
  send: HttpSend = recordingSend,
  allowProduction = true,
) {
  const confirmer = new TerminalConfirmer({ allowProduction, print: (l) => terminal.push(l) });
  return new ProfileService({
    gate: productionGate(confirmer, new PersonLanguages()),
    dataDir: dir,
    cipher,
    simulator: {
      baseUrl: simulator.baseUrl,
      clientId: simulator.clientId,
      clientSecret: simulator.clientSecret,
    },
    send,
  });
}

const remoteInput = (overrides: Partial<ProfileFormValues> = {}): ProfileFormValues => ({
  name: 'Remote test',
  baseUrl: remote.baseUrl,
  clientId: REMOTE_ID,
  ...overrides,
});

function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

const listInstruments = (svc: ProfileService) => {
  const { api } = unwrap(svc.client());
  return api.call({ method: 'GET', path: '/v1/instruments', what: 'Listing instruments' });
};

describe('ProfileService: the simulator profile', () => {
  it('is listed, active by default, and its client works with the given credentials', async () => {
    const svc = service();
    expect(svc.list()).toEqual([
      {
        id: 'simulator',
        kind: 'simulator',
        name: 'Simulator',
        baseUrl: simulator.baseUrl,
        tokenUrl: `${simulator.baseUrl}/oauth/token`,
        clientId: simulator.clientId,
        defaultMerchantId: 'mer-seed-store-1',
        deadlineMs: 15_000,
        production: false,
        // The simulator is ours: a resend with the same key is applied at most once.
        idempotencyKey: 'honoured',
        allowRawCards: true,
        allowExtraFields: true,
        secret: { state: 'set' },
        simulatorDialect: 'friendly',
        revision: 0,
      },
    ]);
    // The prefilled merchant must be one the simulator knows, or the first authorization fails.
    expect(SEED_MERCHANT_IDS).toContain(svc.list()[0]?.defaultMerchantId);
    expect(svc.active().id).toBe('simulator');
    expect(await listInstruments(svc)).toMatchObject({ ok: true, value: { status: 200 } });
  });

  it('cannot be edited, removed or given a secret', async () => {
    const svc = service();
    expect(await svc.update('simulator', remoteInput())).toMatchObject({
      error: { code: 'validation' },
    });
    expect(await svc.remove('simulator')).toMatchObject({ error: { code: 'validation' } });
    expect(await svc.setSecret('simulator', 'x')).toMatchObject({ error: { code: 'validation' } });
    expect(await svc.clearSecret('simulator')).toMatchObject({ error: { code: 'validation' } });
  });
});

describe('ProfileService: warming up at launch', () => {
  it('has the active profile’s token before the first call, which then fetches none', async () => {
    const svc = service();
    await svc.warmUp();
    expect(tokenFetches()).toBe(1);
    expect(await listInstruments(svc)).toMatchObject({ ok: true, value: { status: 200 } });
    expect(tokenFetches()).toBe(1);
  });

  it('says nothing when it cannot: the first call reports a missing secret itself', async () => {
    const svc = service();
    const created = unwrap(svc.create(remoteInput()));
    unwrap(svc.activate(created.id));
    await expect(svc.warmUp()).resolves.toBeUndefined();
    expect(requests).toEqual([]);
    expect(svc.client()).toMatchObject({ ok: false, error: { code: 'unauthorized' } });
  });
});

describe('ProfileService: the simulator’s dialect', () => {
  it('is friendly until set, kept across a restart, and announced as a change', () => {
    const svc = service();
    const changes: unknown[] = [];
    svc.onChange((change) => changes.push(change));
    expect(svc.simulatorDialect()).toBe('friendly');
    expect(svc.active().idempotencyKey).toBe('honoured');
    const set = unwrap(svc.setSimulatorDialect('reference'));
    // Speaking like the reference it replays nothing: the console must not resend on its own.
    expect(set).toMatchObject({
      id: 'simulator',
      simulatorDialect: 'reference',
      idempotencyKey: 'not_known',
    });
    expect(changes).toEqual([{ kind: 'updated', profileId: 'simulator' }]);
    // Setting what is already set changes nothing and says nothing.
    svc.setSimulatorDialect('reference');
    expect(changes).toHaveLength(1);
    expect(service().simulatorDialect()).toBe('reference');
    expect(service().active().simulatorDialect).toBe('reference');
  });
});

describe('ProfileService: remote profiles', () => {
  it('create → setSecret → activate → client() calls the API; defaults are resolved', async () => {
    const svc = service();
    const created = unwrap(svc.create(remoteInput({ production: true })));
    expect(await svc.setSecret(created.id, REMOTE_SECRET)).toMatchObject({
      error: { apiCode: 'confirmation_required' },
    });
    const code = printedCodes(terminal).at(-1)!;
    expect(created).toMatchObject({
      kind: 'remote',
      tokenUrl: `${remote.baseUrl}/oauth/token`,
      deadlineMs: 15_000,
      production: true,
      allowRawCards: false,
      allowExtraFields: false,
      secret: { state: 'not_set' },
    });
    expect(unwrap(await svc.setSecret(created.id, REMOTE_SECRET, code))).toEqual({ state: 'set' });
    expect(unwrap(svc.activate(created.id)).id).toBe(created.id);

    expect(await listInstruments(svc)).toMatchObject({ ok: true, value: { status: 200 } });
    expect(await listInstruments(svc)).toMatchObject({ ok: true });
    expect(tokenFetches()).toBe(1); // the token is cached between calls
    expect(unwrap(svc.client()).profile.id).toBe(created.id);
  });

  it('is "not known" to honour Idempotency-Key until its user says so, also when saved before the setting existed', async () => {
    const svc = service();
    const created = unwrap(svc.create(remoteInput()));
    expect(created.idempotencyKey).toBe('not_known');
    const edited = unwrap(
      await svc.update(created.id, remoteInput({ idempotencyKey: 'honoured' })),
    );
    expect(edited.idempotencyKey).toBe('honoured');

    const old = { ...remoteInput(), id: 'prf-older0001', deadlineMs: 15_000, production: false };
    writeFileSync(
      join(dir, 'profiles.json'),
      JSON.stringify({ version: 1, activeId: 'simulator', profiles: [old] }),
    );
    expect(unwrap(service().get('prf-older0001')).idempotencyKey).toBe('not_known');
  });

  it('survives a restart: profiles, the active one and the secret', async () => {
    const cipher = fakeCipher();
    const first = service(cipher);
    const { id } = unwrap(first.create(remoteInput()));
    await first.setSecret(id, REMOTE_SECRET);
    first.activate(id);

    const second = service(cipher);
    expect(second.active()).toMatchObject({ id, secret: { state: 'set' } });
    expect(await listInstruments(second)).toMatchObject({ ok: true });
  });

  it('changing the secret drops the cached client and token', async () => {
    const svc = service();
    const { id } = unwrap(svc.create(remoteInput()));
    await svc.setSecret(id, REMOTE_SECRET);
    svc.activate(id);
    const before = unwrap(svc.client()).api;
    expect(await listInstruments(svc)).toMatchObject({ ok: true });

    await svc.setSecret(id, 'a-wrong-secret');
    expect(unwrap(svc.client()).api).not.toBe(before);
    // Had the old token survived, this call would succeed without a new token request.
    expect(await listInstruments(svc)).toMatchObject({
      ok: false,
      error: { code: 'unauthorized' },
    });
    expect(tokenFetches()).toBe(2);

    await svc.setSecret(id, REMOTE_SECRET);
    expect(await listInstruments(svc)).toMatchObject({ ok: true });
  });

  it('no secret → client() fails unauthorized, pointing to Settings', () => {
    const svc = service();
    const { id } = unwrap(svc.create(remoteInput()));
    svc.activate(id);
    expect(svc.client()).toEqual({
      ok: false,
      error: {
        code: 'unauthorized',
        message: 'Profile "Remote test" has no usable client secret: set it in Settings.',
        reason: 'no_secret',
        params: { profile: 'Remote test' },
      },
    });
  });

  it('a secret cleared after the client was handed out gives unauthorized, not a crash', async () => {
    const svc = service();
    const { id } = unwrap(svc.create(remoteInput()));
    await svc.setSecret(id, REMOTE_SECRET);
    svc.activate(id);
    const { api } = unwrap(svc.client());
    await svc.clearSecret(id);
    const answer = await api.call({ method: 'GET', path: '/v1/instruments', what: 'Listing' });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'unauthorized', message: expect.stringMatching(/Listing: .*Settings/) },
    });
    expect(tokenFetches()).toBe(0);
  });

  it('removing the active profile makes the simulator active and deletes its secret', async () => {
    const svc = service();
    const changes: ProfileChange[] = [];
    svc.onChange((c) => changes.push(c));
    const { id } = unwrap(svc.create(remoteInput()));
    await svc.setSecret(id, REMOTE_SECRET);
    svc.activate(id);

    expect(await svc.remove(id)).toEqual({ ok: true, value: undefined });
    expect(svc.active().id).toBe('simulator');
    expect(svc.get(id)).toMatchObject({ ok: false, error: { code: 'not_found' } });
    expect(readTreeText(dir).find((f) => f.path.endsWith('secrets.json'))?.text).toBe('{}\n');
    expect(changes.map((c) => c.kind)).toEqual([
      'created',
      'secret',
      'activated',
      'removed',
      'activated',
    ]);
    expect(changes.at(-1)).toEqual({ kind: 'activated', profileId: 'simulator', previousId: id });
  });

  it('an edit keeps the secret, unless it moves the token or API URL to another origin', async () => {
    const svc = service();
    const { id } = unwrap(svc.create(remoteInput()));
    await svc.setSecret(id, REMOTE_SECRET);

    const renamed = unwrap(
      await svc.update(id, remoteInput({ name: 'Renamed', deadlineMs: 5000 })),
    );
    expect(renamed).toMatchObject({ name: 'Renamed', deadlineMs: 5000, secret: { state: 'set' } });

    const moved = unwrap(
      await svc.update(id, remoteInput({ tokenUrl: 'https://evil.example/token' })),
    );
    expect(moved.secret).toEqual({ state: 'not_set' });
    expect((await svc.setSecret(id, REMOTE_SECRET)).ok).toBe(true);
    const rebased = unwrap(
      await svc.update(
        id,
        remoteInput({
          baseUrl: 'https://api.example.com',
          tokenUrl: `${remote.baseUrl}/oauth/token`,
        }),
      ),
    );
    expect(rebased.secret).toEqual({ state: 'not_set' });
  });

  it('an extra header shown redacted and sent back unchanged keeps its stored value', async () => {
    const svc = service();
    const headers = { 'X-Api-Key': 'k-Zq8vT3kW9pL', 'X-Tenant': 'acme' };
    const { id } = unwrap(svc.create(remoteInput({ extraHeaders: headers })));
    // What the Settings form got (through dispatch) and sends back on an edit.
    const shown = { 'X-Api-Key': '[REDACTED]', 'X-Tenant': 'acme' };
    unwrap(await svc.update(id, remoteInput({ name: 'Renamed', extraHeaders: shown })));
    expect(unwrap(svc.get(id)).extraHeaders).toEqual(headers);
    // A new value replaces it; a move to another server drops it, like the client secret.
    unwrap(
      await svc.update(id, remoteInput({ extraHeaders: { ...shown, 'X-Api-Key': 'k-new-1' } })),
    );
    expect(unwrap(svc.get(id)).extraHeaders).toMatchObject({ 'X-Api-Key': 'k-new-1' });
    unwrap(
      await svc.update(
        id,
        remoteInput({ baseUrl: 'https://api.example.com', extraHeaders: shown }),
      ),
    );
    expect(unwrap(svc.get(id)).extraHeaders).toEqual({ 'X-Tenant': 'acme' });
  });

  it('rejects an invalid form with messages at the fields', () => {
    const svc = service();
    expect(svc.create(remoteInput({ baseUrl: 'http://example.com', name: '' }))).toMatchObject({
      ok: false,
      error: {
        code: 'validation',
        fields: {
          name: fieldReason('enterName'),
          baseUrl: fieldReason('httpsRequired'),
        },
      },
    });
    expect(svc.list()).toHaveLength(1);
  });

  it('sends the profile’s audience, extra headers and deadline', async () => {
    const send = vi.fn(async (request: HttpRequest): Promise<HttpOutcome> => {
      const body = request.url.endsWith('/oauth/token')
        ? { access_token: 'tok', expires_in: 3600 }
        : { data: [] };
      return { kind: 'response', status: 200, headers: {}, body, latencyMs: 1 };
    });
    const svc = service(fakeCipher(), send);
    const { id } = unwrap(
      svc.create(
        remoteInput({
          baseUrl: 'https://api.example.com/base',
          audience: 'payments',
          extraHeaders: { 'X-Tenant': 'acme' },
          deadlineMs: 4000,
        }),
      ),
    );
    await svc.setSecret(id, REMOTE_SECRET);
    svc.activate(id);
    await listInstruments(svc);
    const [token, call] = send.mock.calls.map((c) => c[0]);
    expect(token).toMatchObject({
      url: 'https://api.example.com/base/oauth/token',
      deadlineMs: 4000,
    });
    expect(JSON.parse(token!.body!)).toMatchObject({ audience: 'payments' });
    expect(call).toMatchObject({
      url: 'https://api.example.com/base/v1/instruments',
      deadlineMs: 4000,
      headers: { 'X-Tenant': 'acme', authorization: 'Bearer tok' },
    });
  });

  it('testConnection reports each case for a saved profile', async () => {
    const svc = service();
    const { id } = unwrap(svc.create(remoteInput()));
    expect(unwrap(await svc.testConnection(id))).toMatchObject({
      stage: 'no_secret',
      missing: 'not_set',
    });
    await svc.setSecret(id, 'wrong');
    expect(unwrap(await svc.testConnection(id))).toMatchObject({ stage: 'credentials' });
    await svc.setSecret(id, REMOTE_SECRET);
    expect(unwrap(await svc.testConnection(id))).toMatchObject({
      ok: true,
      stage: 'ok',
      expiresInSeconds: 3600,
    });
    expect(unwrap(await svc.testConnection('simulator'))).toMatchObject({ ok: true });
    expect(await svc.testConnection('prf-nothere1')).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
  });
});

describe('ProfileService with keyring trouble', () => {
  it('no secure keyring: the secret works for this run and the profile says why', async () => {
    const svc = service(unavailableCipher);
    const { id } = unwrap(svc.create(remoteInput()));
    const state = unwrap(await svc.setSecret(id, REMOTE_SECRET));
    expect(state).toMatchObject({
      state: 'session_only',
      reason: expect.stringMatching(/in memory/),
    });
    svc.activate(id);
    expect(await listInstruments(svc)).toMatchObject({ ok: true });
    // The next run has no secret.
    expect(unwrap(service(unavailableCipher).get(id)).secret.state).toBe('not_set');
  });

  it('keyring reset: needs_reentry, client() and testConnection refuse, nothing is sent', async () => {
    const cipher = fakeCipher();
    const first = service(cipher);
    const { id } = unwrap(first.create(remoteInput()));
    await first.setSecret(id, REMOTE_SECRET);
    first.activate(id);
    cipher.resetKeyring();

    const svc = service(cipher);
    expect(svc.active().secret).toMatchObject({ state: 'needs_reentry' });
    expect(svc.client()).toMatchObject({
      ok: false,
      error: {
        code: 'unauthorized',
        message: expect.stringMatching(/can no longer be read.*Settings.*no longer decrypts/),
        reason: 'secret_needs_reentry',
        params: { profile: expect.any(String) },
      },
    });
    expect(unwrap(await svc.testConnection(id))).toMatchObject({
      stage: 'no_secret',
      missing: 'needs_reentry',
      message: expect.stringMatching(/Re-enter it in Settings/),
    });
    expect(requests).toEqual([]);
  });

  it('reports an unreadable profiles file', () => {
    writeFileSync(join(dir, 'profiles.json'), 'not json');
    const svc = service();
    expect(svc.problem()).toMatch(/could not be read/);
    expect(svc.list().map((p) => p.id)).toEqual(['simulator']);
  });
});

describe('ProfileService: weakening a production profile needs the person', () => {
  const productionInput = (overrides: Partial<ProfileFormValues> = {}) =>
    remoteInput({ name: 'Live', production: true, ...overrides });

  async function productionProfile(allowProduction = true) {
    const svc = service(fakeCipher(), recordingSend, allowProduction);
    const { id } = unwrap(svc.create(productionInput({ production: false })));
    await svc.setSecret(id, REMOTE_SECRET);
    // Turning production on weakens nothing: asked of no one.
    unwrap(await svc.update(id, productionInput()));
    return { svc, id };
  }

  it('removing the active production profile waits for the printed code; the page alone removes nothing', async () => {
    const { svc, id } = await productionProfile();
    svc.activate(id);
    const asked = await svc.remove(id);
    expect(asked).toMatchObject({
      ok: false,
      error: {
        apiCode: 'confirmation_required',
        confirmation: { summary: { operation: 'Remove a production profile', profile: 'Live' } },
      },
    });
    expect(svc.active().id).toBe(id);
    expect(unwrap(svc.get(id)).secret).toEqual({ state: 'set' });

    expect(await svc.remove(id, printedCodes(terminal).at(-1)!)).toEqual({
      ok: true,
      value: undefined,
    });
    expect(svc.get(id)).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('setting or clearing a production secret waits for the code, which opens only that secret', async () => {
    const { svc, id } = await productionProfile();
    expect(await svc.clearSecret(id)).toMatchObject({
      error: { apiCode: 'confirmation_required' },
    });
    expect(unwrap(svc.get(id)).secret).toEqual({ state: 'set' });
    expect(unwrap(await svc.clearSecret(id, printedCodes(terminal).at(-1)!))).toEqual({
      state: 'not_set',
    });

    expect(await svc.setSecret(id, 'attacker-secret-1')).toMatchObject({
      error: {
        apiCode: 'confirmation_required',
        confirmation: {
          summary: {
            operation: 'Set the client secret of a production profile',
            // What it does, not a money confirmation's "no amount" and "card not known".
            changes: ['Client secret: replaced by the one typed (it is not shown)'],
          },
        },
      },
    });
    const code = printedCodes(terminal).at(-1)!;
    // The person confirmed one secret: the code does not save another.
    expect((await svc.setSecret(id, 'attacker-secret-2', code)).ok).toBe(false);
    expect(unwrap(svc.get(id)).secret).toEqual({ state: 'not_set' });
    expect(JSON.stringify(terminal)).not.toContain('attacker-secret');
  });

  it('turning production off waits for the printed code; the page’s request alone changes nothing', async () => {
    const { svc, id } = await productionProfile();
    const asked = await svc.update(id, productionInput({ production: false }));
    expect(asked).toMatchObject({
      ok: false,
      error: {
        code: 'forbidden',
        apiCode: 'confirmation_required',
        confirmation: {
          summary: {
            operation: 'Weaken a production profile',
            profile: 'Live',
            base_url: remote.baseUrl,
            changes: ['Production off', 'Allow raw card numbers', 'Allow additional JSON fields'],
          },
        },
      },
    });
    expect(JSON.stringify(asked)).not.toMatch(/\b\d{6}\b/);
    expect(unwrap(svc.get(id))).toMatchObject({ production: true, allowRawCards: false });

    const code = printedCodes(terminal).at(-1)!;
    const saved = unwrap(await svc.update(id, productionInput({ production: false }), code));
    expect(saved).toMatchObject({ production: false, secret: { state: 'set' } });
  });

  it.each([
    [{ allowRawCards: true }, ['Allow raw card numbers']],
    [{ allowExtraFields: true }, ['Allow additional JSON fields']],
    [
      { tokenUrl: 'https://auth.example/oauth/token' },
      ['Token URL → https://auth.example/oauth/token'],
    ],
    [{ idempotencyKey: 'honoured' }, ['Idempotency-Key honoured (resends on its own)']],
  ] as const)('%j asks first, naming %j', async (change, named) => {
    const { svc, id } = await productionProfile();
    const asked = await svc.update(id, productionInput(change));
    expect(asked).toMatchObject({ error: { apiCode: 'confirmation_required' } });
    expect(
      (asked as { error: { confirmation: { summary: { changes: string[] } } } }).error.confirmation
        .summary.changes,
    ).toEqual(named);
    expect(unwrap(svc.get(id))).toMatchObject({
      production: true,
      allowRawCards: false,
      allowExtraFields: false,
      tokenUrl: `${remote.baseUrl}/oauth/token`,
      idempotencyKey: 'not_known',
    });
    expect(terminal.join('\n')).toContain(named[0]);
  });

  it('moving it to another server asks first, and still drops the secret once confirmed', async () => {
    const { svc, id } = await productionProfile();
    const moved = productionInput({ baseUrl: 'https://api.example.com' });
    expect(await svc.update(id, moved)).toMatchObject({
      error: { apiCode: 'confirmation_required' },
    });
    expect(unwrap(svc.get(id))).toMatchObject({
      baseUrl: remote.baseUrl,
      secret: { state: 'set' },
    });
    const saved = unwrap(await svc.update(id, moved, printedCodes(terminal).at(-1)));
    expect(saved).toMatchObject({
      baseUrl: 'https://api.example.com',
      secret: { state: 'not_set' },
    });
  });

  it('a code printed for one edit does not save another', async () => {
    const { svc, id } = await productionProfile();
    await svc.update(id, productionInput({ production: false }));
    const code = printedCodes(terminal).at(-1)!;
    const other = await svc.update(id, productionInput({ allowRawCards: true }), code);
    expect(other).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(unwrap(svc.get(id))).toMatchObject({ production: true, allowRawCards: false });
  });

  it.each([
    [{ name: 'Live EU' }, ['Name → Live EU']],
    [{ clientId: 'other-client' }, ['Client id → other-client']],
    [{ audience: 'https://api.other.example' }, ['Audience → https://api.other.example']],
    [{ deadlineMs: 5000 }, ['Deadline → 5000 ms']],
    [
      { extraHeaders: { 'X-HTTP-Method-Override': 'DELETE', Forwarded: 'for=evil' } },
      ['Extra headers changed: Forwarded, X-HTTP-Method-Override'],
    ],
  ] as const)(
    'changing what it sends (%j) waits for the person, naming %j',
    async (change, named) => {
      const { svc, id } = await productionProfile();
      const before = unwrap(svc.get(id));
      const asked = await svc.update(id, productionInput(change));
      expect(asked).toMatchObject({
        error: {
          apiCode: 'confirmation_required',
          confirmation: {
            summary: {
              operation: 'Change what a production profile sends',
              changes: named,
              weakens: false,
            },
          },
        },
      });
      expect(unwrap(svc.get(id))).toEqual(before);
      const code = printedCodes(terminal).at(-1)!;
      expect(unwrap(await svc.update(id, productionInput(change), code))).toMatchObject(change);
    },
  );

  it('a secret-named header sent back as [REDACTED] is no change; a new value is', async () => {
    const svc = service(fakeCipher(), recordingSend);
    const { id } = unwrap(
      svc.create(productionInput({ extraHeaders: { 'X-Api-Key': 'stored-key-value' } })),
    );
    // What the page got back from dispatch, redacted, and sends unchanged.
    const shown = { 'X-Api-Key': '[REDACTED]' };
    expect(
      unwrap(
        await svc.update(id, productionInput({ extraHeaders: shown, defaultMerchantId: 'mer-2' })),
      ),
    ).toMatchObject({ defaultMerchantId: 'mer-2' });
    expect(terminal).toEqual([]);
    expect(
      await svc.update(id, productionInput({ extraHeaders: { 'X-Api-Key': 'another-key' } })),
    ).toMatchObject({
      error: {
        confirmation: { summary: { changes: ['Extra headers changed: X-Api-Key'] } },
      },
    });
    expect(terminal.join('\n')).not.toContain('another-key');
  });

  it('edits that change nothing sent, and edits of other profiles, ask nothing', async () => {
    const { svc, id } = await productionProfile();
    const renamed = unwrap(
      await svc.update(id, productionInput({ defaultMerchantId: 'mer-live-2' })),
    );
    expect(renamed).toMatchObject({ defaultMerchantId: 'mer-live-2', production: true });
    const test = unwrap(svc.create(remoteInput({ name: 'Test' })));
    expect(
      unwrap(await svc.update(test.id, remoteInput({ name: 'Test', production: true }))),
    ).toMatchObject({ production: true });
    expect(terminal).toEqual([]);
  });

  it('without --allow-production the browser host refuses the change outright', async () => {
    const { svc, id } = await productionProfile(false);
    expect(await svc.update(id, productionInput({ production: false }))).toMatchObject({
      ok: false,
      error: { code: 'forbidden', apiCode: 'production_not_allowed' },
    });
    expect(terminal).toEqual([]);
    expect(unwrap(svc.get(id))).toMatchObject({ production: true });
  });
});

describe('canary: the client secret never leaves the main process or reaches the disk', () => {
  it('is absent from every file written and from every Profile returned', async () => {
    const svc = service(fakeCipher('gnome_libsecret'));
    const seen: unknown[] = [];
    svc.onChange((change) => seen.push(change));

    const created = unwrap(svc.create(remoteInput({ extraHeaders: { 'X-Tenant': 'acme' } })));
    seen.push(created);
    seen.push(unwrap(await svc.setSecret(created.id, REMOTE_SECRET)));
    seen.push(unwrap(svc.activate(created.id)));
    expect(await listInstruments(svc)).toMatchObject({ ok: true });
    seen.push(unwrap(await svc.testConnection(created.id)));
    seen.push(unwrap(await svc.update(created.id, remoteInput({ name: 'Renamed' }))));
    seen.push(svc.list(), svc.active(), unwrap(svc.get(created.id)), unwrap(svc.client()).profile);
    seen.push(svc.problem() ?? '');
    // After a restart too.
    const again = service(fakeCipher('gnome_libsecret'));
    seen.push(again.list(), again.active());

    const forms = [
      REMOTE_SECRET,
      Buffer.from(REMOTE_SECRET).toString('base64'),
      Buffer.from(REMOTE_SECRET).toString('base64url'),
      Buffer.from(REMOTE_SECRET).toString('hex'),
    ];
    const files = readTreeText(dir);
    expect(files.map((f) => f.path.slice(dir.length + 1)).sort()).toEqual([
      'profiles.json',
      'secrets.json',
    ]);
    for (const { path, text } of files) {
      for (const form of forms) expect(text, path).not.toContain(form);
    }
    const everything = JSON.stringify(seen);
    expect(everything).toContain(created.id); // the scan did look at real answers
    for (const form of forms) expect(everything).not.toContain(form);
    // It was used: the remote API only answers to that secret.
    expect(requests.some((r) => r.body?.includes(REMOTE_SECRET))).toBe(true);
  });
});
