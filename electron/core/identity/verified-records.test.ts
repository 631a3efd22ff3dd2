import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';
import {
  signInAtProvider,
  startTestProvider,
  TEST_CLIENT_ID,
  type RunningTestProvider,
} from '../testing/oidc-provider';

const CALLBACK = 'http://127.0.0.1:41997/oidc/callback';
// QA may authorize on the simulator profile; the store manager may not (roles.spec.ts).
const QUINN = 'Quinn Tester <quinn@shop.example> (quinn at ';

describe('a console signed in with the provider', () => {
  let provider: RunningTestProvider;
  let f: CoreFixture;
  beforeAll(async () => {
    provider = await startTestProvider();
    f = await coreFixture({
      oidc: { issuer: provider.issuer, clientId: TEST_CLIENT_ID },
      signInRedirect: async () => CALLBACK,
    });
  });
  afterAll(async () => {
    await f.core.close();
    await provider.close();
  });

  const authorize = () =>
    f.call('payments:authorize', {
      merchant_id: 'mer-seed-store-1',
      instrument: { kind: 'stored', id: 'ins-seed-visa-approved' },
      amount: '12.00',
      currency: 'USD',
      type: 'SALE',
    });

  it('sends nothing before sign-in, then names the operator as the provider said in every record', async () => {
    const before = await authorize();
    expect(before).toMatchObject({ ok: false, error: { reason: 'sign_in_required' } });
    expect(await f.requests()).toEqual([]);

    const begun = await f.call('identity:signIn', undefined);
    expect(begun.ok).toBe(true);
    const back = await signInAtProvider(begun.value.url, 'quinn', CALLBACK);
    expect(await f.core.identity.hostCallback(back)).toBe('signed-in');
    const state = await f.call('identity:state', undefined);
    expect(state.value).toMatchObject({
      mode: 'oidc',
      signedIn: true,
      roles: ['qa'],
      operator: { kind: 'verified', subject: 'quinn', name: 'Quinn Tester' },
    });
    // The page learns who, never a token.
    expect(JSON.stringify(state)).not.toMatch(/token/i);

    const sent = await authorize();
    expect(sent).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    const page = await f.call('activity:query', { filter: {} });
    expect(page.value.rows[0].operator).toBe(`${QUINN}${provider.issuer})`);
    const done = await f.call('activity:export', { filter: {}, format: 'csv' });
    const csv = f.downloads.take(done.value.url.replace('/download/', ''))!.body.toString('utf8');
    expect(csv).toContain(`${QUINN}${provider.issuer})`);
  });

  it('keeps the identity itself in the journal, the Activity row and the export, not only its line (QA)', async () => {
    const begun = await f.call('identity:signIn', undefined);
    expect(begun).toMatchObject({ ok: true });
    expect(
      await f.core.identity.hostCallback(
        await signInAtProvider(begun.value.url, 'quinn', CALLBACK),
      ),
    ).toBe('signed-in');
    expect(await authorize()).toMatchObject({ ok: true, value: { outcome: 'succeeded' } });
    const identity = {
      kind: 'verified',
      issuer: provider.issuer,
      subject: 'quinn',
      name: 'Quinn Tester',
      email: 'quinn@shop.example',
    };
    const page = await f.call('activity:query', { filter: {} });
    const entry = await f.core.journal.byId(page.value.rows[0].operation_id);
    expect(entry?.begin.operator_identity).toEqual(identity);
    expect(page.value.rows[0].operator_identity).toEqual(identity);

    const done = await f.call('activity:export', { filter: {}, format: 'csv' });
    const csv = f.downloads.take(done.value.url.replace('/download/', ''))!.body.toString('utf8');
    const [header, line] = csv.split('\r\n');
    const columns = header!.split(',');
    const cells = line!.split(',');
    const at = (name: string) => cells[columns.indexOf(name)];
    expect(at('operator_verified')).toBe('true');
    expect(at('operator_issuer')).toBe(provider.issuer);
    expect(at('operator_subject')).toBe('quinn');
    expect(at('operator_email')).toBe('quinn@shop.example');
  });

  it('a callback with a state it did not begin is not its own', async () => {
    expect(await f.core.identity.hostCallback(new URL(`${CALLBACK}?code=x&state=forged`))).toBe(
      'not-ours',
    );
  });
});
