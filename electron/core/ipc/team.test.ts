import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../../shared/result';
import type { ProductionConfirmer } from '../guard/confirmer';
import { coreFixture, printedCodes, type CoreFixture } from '../testing/core-fixture';
import { teamStoreDouble, type TeamStoreDouble } from '../testing/team-store-double';
import { personAtDialog } from '../testing/person-at-dialog';
import { BROWSER_CALLER } from '../words/languages';

/*
 * Where the audit trail goes is the person's choice, not the page's: `team:configure` asks
 * main's confirmer before a first connection or a move to another server, database, user or a
 * weaker TLS check, and changes nothing without a yes.
 */

const HERE = 'postgres://console_writer@db.example.com:5432/payments?sslmode=verify-full';
const ELSEWHERE = 'postgres://console_writer@collector.example.net:5432/loot?sslmode=require';

/** A console shipping to HERE, or to nothing when `configured` is false. */
function shippingTo(url: string | undefined): TeamStoreDouble {
  const team = teamStoreDouble({ id: 'console-1', name: 'Till 1' });
  if (url) team.set({ url });
  else team.set({ configured: false, state: 'off', url: undefined, source: undefined });
  return team;
}

let f: CoreFixture | undefined;
afterEach(async () => {
  await f?.core.close();
  f = undefined;
});

describe('team:configure in Electron (main’s own dialog)', () => {
  it('asks before the first connection, naming the destination and what ships', async () => {
    const team = shippingTo(undefined);
    const { confirmer, shown } = personAtDialog('yes');
    f = await coreFixture({ team, confirmer });
    const done = await f.call('team:configure', {
      url: HERE,
      password: 'pg-secret-1',
      consoleName: 'Till 1',
    });
    expect(done).toMatchObject({ ok: true, value: { configured: true } });
    expect(team.configured).toHaveLength(1);
    expect(shown).toHaveLength(1);
    expect(shown[0]!.request).toMatchObject({
      channel: 'team:configure',
      summary: {
        kind: 'team_store',
        operation: 'Ship the audit trail to a team store',
        destination: {
          host: 'db.example.com',
          port: 5432,
          database: 'payments',
          user: 'console_writer',
          tls: 'verify-full',
        },
        console: 'Till 1',
        ships: expect.stringContaining('operator'),
      },
    });
    expect(shown[0]!.request.summary).not.toHaveProperty('changes');
    expect(JSON.stringify(shown[0]!.request.summary)).not.toContain('pg-secret-1');
  });

  it('declined: nothing changes, and the page is told so in words', async () => {
    const team = shippingTo(HERE);
    const { confirmer, shown } = personAtDialog('no');
    f = await coreFixture({ team, confirmer });
    const answer = await f.call('team:configure', { url: ELSEWHERE, password: 'x' });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'forbidden', apiCode: 'confirmation_declined' },
    });
    expect(answer.error.message).toMatch(/^Not confirmed: nothing changed/);
    expect(answer.error.message).toContain('collector.example.net');
    expect(team.configured).toEqual([]);
    expect((await f.call('team:status')).value.url).toBe(HERE);
    expect(shown[0]!.request.summary).toMatchObject({
      operation: 'Ship the audit trail to another team store',
      // require checks the host name here as verify-full does: not weaker, so not listed.
      changes: ['Host db.example.com → collector.example.net', 'Database payments → loot'],
    });
  });

  it('asks in the language the page last said it shows, and declines in it', async () => {
    const team = shippingTo(HERE);
    const { confirmer, shown } = personAtDialog('no');
    f = await coreFixture({ team, confirmer });
    await f.call('app:setLanguage', { language: 'es' });
    const answer = await f.call('team:configure', { url: ELSEWHERE, password: 'x' });
    expect(shown[0]!.request).toMatchObject({
      language: 'es',
      summary: {
        kind: 'team_store',
        operation: 'Enviar el registro de auditoría a otro almacén del equipo',
        destination: { host: 'collector.example.net', database: 'loot' },
        changes: [
          'Servidor db.example.com → collector.example.net',
          'Base de datos payments → loot',
        ],
        ships: expect.stringContaining('operador'),
      },
    });
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'forbidden', apiCode: 'confirmation_declined' },
    });
    expect(answer.error.message).toBe(
      'No confirmada: no se cambió nada (Enviar el registro de auditoría a otro almacén del equipo: console_writer@collector.example.net:5432/loot, TLS sin verificar el certificado).',
    );
    expect(team.configured).toEqual([]);
  });

  it('a code the page sends along confirms nothing: the dialog is asked all the same', async () => {
    const team = shippingTo(HERE);
    const { confirmer, shown } = personAtDialog('no');
    f = await coreFixture({ team, confirmer });
    const answer = await f.call('team:configure', { url: ELSEWHERE, confirmation: '123456' });
    expect(answer).toMatchObject({ ok: false, error: { apiCode: 'confirmation_declined' } });
    expect(shown).toHaveLength(1);
    expect(shown[0]!.request.input).not.toHaveProperty('confirmation');
    expect(team.configured).toEqual([]);
  });

  it('asks for a weaker TLS check on the same server, not for a new password or name', async () => {
    const team = shippingTo(HERE);
    const { confirmer, shown } = personAtDialog('yes');
    f = await coreFixture({ team, confirmer });
    await f.call('team:configure', { url: HERE, password: 'rotated', consoleName: 'Till 1b' });
    await f.call('team:configure', { url: HERE.replace('verify-full', 'require') });
    expect(shown).toEqual([]);
    expect(team.configured).toHaveLength(2);

    await f.call('team:configure', { url: HERE.replace('verify-full', 'verify-ca') });
    expect(shown).toHaveLength(1);
    expect(shown[0]!.request.summary).toMatchObject({
      operation: 'Check the team store’s server less strictly',
      changes: ['Encryption TLS, certificate not checked → TLS, certificate checked'],
    });
    expect(team.configured).toHaveLength(3);
  });

  it('forgetting the store asks nothing: it sends the trail nowhere', async () => {
    const team = shippingTo(HERE);
    const { confirmer, shown } = personAtDialog('no');
    f = await coreFixture({ team, confirmer });
    expect(await f.call('team:forget')).toMatchObject({ ok: true, value: { configured: false } });
    expect(shown).toEqual([]);
  });

  it('refuses a move confirmed from a store that changed while the dialog was open', async () => {
    const team = shippingTo(HERE);
    const confirmer: ProductionConfirmer = {
      caller: () => BROWSER_CALLER,
      confirm: async () => {
        // Another window saved meanwhile: the yes was for a move from HERE, not from there.
        team.set({ url: 'postgres://console_writer@127.0.0.1:5432/payments' });
        return ok(undefined);
      },
    };
    f = await coreFixture({ team, confirmer });
    expect(await f.call('team:configure', { url: ELSEWHERE })).toMatchObject({
      ok: false,
      error: {
        code: 'conflict',
        reason: 'team_store_changed',
        message: expect.stringMatching(/^The team store changed while you confirmed/),
      },
    });
    expect(team.configured).toEqual([]);
  });
});

describe('team:configure in the browser host (a code printed in its terminal)', () => {
  it('prints a code even without --allow-production, and only that code moves the trail', async () => {
    const team = shippingTo(HERE);
    f = await coreFixture({ team, allowProduction: false });
    const asked = await f.call('team:configure', { url: ELSEWHERE });
    expect(asked).toMatchObject({
      ok: false,
      error: {
        apiCode: 'confirmation_required',
        // The page words why in its own language, naming the host; main's English rides along.
        reason: 'team_store_confirmation_required',
        params: { host: 'collector.example.net' },
        message:
          'Type the code printed in the terminal where the console runs to confirm where this console’s audit trail goes (collector.example.net).',
        confirmation: {
          summary: { kind: 'team_store', destination: { host: 'collector.example.net' } },
        },
      },
    });
    const code = f.printedCode()!;
    expect(JSON.stringify(asked)).not.toContain(code);
    expect(f.terminal.join('\n')).toContain(
      'Team store confirmation requested: Ship the audit trail to another team store',
    );
    expect(f.terminal.join('\n')).toContain('console_writer@collector.example.net:5432/loot');

    const guess = code === '000000' ? '000001' : '000000';
    expect(await f.call('team:configure', { url: ELSEWHERE, confirmation: guess })).toMatchObject({
      ok: false,
      error: { apiCode: 'confirmation_code_wrong', reason: 'confirmation_code_wrong' },
    });
    // The printed code is bound to that destination: it does not open another one.
    const other = ELSEWHERE.replace('loot', 'other');
    expect(await f.call('team:configure', { url: other, confirmation: code })).toMatchObject({
      ok: false,
      error: { apiCode: 'confirmation_required' },
    });
    expect(team.configured).toEqual([]);
    expect(printedCodes(f.terminal)).toHaveLength(2);

    expect(await f.call('team:configure', { url: ELSEWHERE, confirmation: code })).toMatchObject({
      ok: true,
      value: { url: ELSEWHERE },
    });
    expect(team.configured).toHaveLength(1);
  });

  it('prints the destination in Spanish for a page that shows Spanish; the code still opens it', async () => {
    const team = shippingTo(HERE);
    f = await coreFixture({ team, allowProduction: false });
    await f.call('app:setLanguage', { language: 'es' });
    const asked = await f.call('team:configure', { url: ELSEWHERE });
    expect(asked).toMatchObject({
      ok: false,
      error: {
        apiCode: 'confirmation_required',
        confirmation: {
          summary: {
            kind: 'team_store',
            operation: 'Enviar el registro de auditoría a otro almacén del equipo',
          },
        },
      },
    });
    const printed = f.terminal.join('\n');
    expect(printed).toContain(
      'Confirmación del almacén del equipo pedida: Enviar el registro de auditoría a otro almacén del equipo para la consola “Till 1” — console_writer@collector.example.net:5432/loot, TLS sin verificar el certificado — Servidor db.example.com → collector.example.net — Base de datos payments → loot — envía cada registro del diario de esta consola',
    );
    expect(printed).toMatch(/Código: \d{6} \(vale 2 minutos\)/);
    expect(printed).not.toContain('Team store confirmation requested');
    // The language words the lines, never what the code is bound to.
    await f.call('app:setLanguage', { language: 'en' });
    expect(
      await f.call('team:configure', { url: ELSEWHERE, confirmation: f.printedCode()! }),
    ).toMatchObject({ ok: true, value: { url: ELSEWHERE } });
    expect(f.terminal.at(-1)).toMatch(
      /^Confirmed: Ship the audit trail to another team store for console “Till 1”/,
    );
    expect(team.configured).toHaveLength(1);
  });
});
