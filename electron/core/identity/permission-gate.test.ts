import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreFixture, type CoreFixture } from '../testing/core-fixture';
import { permissionCheck } from './permission-gate';

let f: CoreFixture;

beforeAll(async () => {
  f = await coreFixture({ roles: ['store-manager'] });
});
afterAll(async () => {
  await f.core.close();
});

const authorization = {
  merchant_id: 'mer-seed-store-1',
  instrument: { kind: 'stored' as const, id: 'ins-seed-visa-approved' },
  amount: '25.50',
  currency: 'USD',
  type: 'SALE',
};

describe('main refuses what the session’s roles do not allow', () => {
  it('refuses a store manager’s QA authorization in dispatch: nothing sent, nothing journaled', async () => {
    const result = await f.call('payments:authorize', authorization);
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'forbidden',
        reason: 'not_permitted',
        params: { role: 'store-manager', operation: 'payments:authorize' },
      },
    });
    expect(await f.requests()).toEqual([]);
    expect((await f.call('outcomes:recent', { limit: 5 })).value).toEqual([]);
  });

  it('refuses a store manager’s back-office change and a profile edit the same way', async () => {
    const user = await f.call('users:create', { name: 'Ana' } as never);
    expect(user.error).toMatchObject({ reason: 'not_permitted' });
    const secret = await f.call('profiles:setSecret', { id: 'sim', secret: 'x'.repeat(12) });
    expect(secret.error).toMatchObject({ reason: 'not_permitted' });
    expect(await f.requests()).toEqual([]);
  });

  it('lets the store manager read and tells the page what it may use', async () => {
    expect(await f.call('instruments:list', {} as never)).toMatchObject({ ok: true });
    const permissions = await f.call('roles:permissions');
    expect(permissions.value.roles).toEqual(['store-manager']);
    expect(permissions.value.allowed).toContain('pos:cancelOrRefund');
    expect(permissions.value.allowed).not.toContain('payments:authorize');
    expect(permissions.value.allowed).not.toContain('users:create');
  });
});

describe('main judges by the role map an administrator edited', () => {
  it('refuses cancel-or-refund once the map takes it from the store manager, and tells the page', async () => {
    const g = await coreFixture({ roles: ['admin', 'store-manager'] });
    try {
      const heard: string[] = [];
      const stop = g.core.push.subscribe((message) => heard.push(message.channel));
      const edit = await g.callConfirmed('roles:setMap', {
        channel: 'pos:cancelOrRefund',
        roles: ['qa'],
      });
      stop();
      expect(edit).toMatchObject({ ok: true });
      expect(heard).toEqual(['roles:changed']);
      const refused = await g.call('pos:cancelOrRefund', { payment_id: 'pay-1' } as never);
      expect(refused.error).toMatchObject({
        reason: 'not_permitted',
        params: { operation: 'pos:cancelOrRefund' },
      });
      expect(await g.requests()).toEqual([]);
    } finally {
      await g.core.close();
    }
  });

  it('refuses a store manager’s edit of the role map', async () => {
    const edit = await f.call('roles:setMap', { reset: true });
    expect(edit.error).toMatchObject({ reason: 'not_permitted' });
  });

  it('refuses a store manager the sign-in settings: reading them or setting the provider', async () => {
    const set = await f.call('identity:setProvider', {
      issuer: 'https://id.attacker.example',
      client_id: 'console',
    });
    expect(set.error).toMatchObject({ reason: 'not_permitted' });
    const read = await f.call('identity:provider', undefined);
    expect(read.error).toMatchObject({ reason: 'not_permitted' });
  });
});

describe('a console no one is signed in to yet', () => {
  const signedOut = permissionCheck({
    session: {
      operator: () => ({ kind: 'local', name: 'x' }),
      roles: () => [],
      onChange: () => () => {},
    },
    production: () => false,
    operationOf: async () => undefined,
  });

  it('lets the sign-in through, though no roles are known before it', async () => {
    for (const channel of ['identity:signIn', 'identity:state', 'app:info'] as const) {
      expect(await signedOut(channel, undefined)).toEqual({ ok: true, value: undefined });
    }
  });

  it('still refuses everything else by role', async () => {
    expect(await signedOut('payments:authorize', authorization)).toMatchObject({
      ok: false,
      error: { reason: 'not_permitted' },
    });
  });
});
