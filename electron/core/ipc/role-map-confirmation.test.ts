import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { coreFixture, printedCodes, type CoreFixture } from '../testing/core-fixture';

/*
 * The role map decides who may move money: a page must not change it on its own word.
 * `roles:setMap` applies nothing until main's own confirmation for that exact edit.
 */

let f: CoreFixture | undefined;
afterEach(async () => {
  await f?.core.close();
  f = undefined;
});

const cancelOrRefund = async () =>
  (await f!.call('roles:map')).value.rows.find(
    (row: { channel: string }) => row.channel === 'pos:cancelOrRefund',
  ).roles;

describe('roles:setMap in the browser host (a code printed in its terminal)', () => {
  it('changes nothing without a code, and shows the rows the edit would change', async () => {
    f = await coreFixture({ allowProduction: false });
    const asked = await f.call('roles:setMap', { channel: 'pos:cancelOrRefund', roles: ['qa'] });
    expect(asked).toMatchObject({
      ok: false,
      error: {
        apiCode: 'confirmation_required',
        reason: 'role_map_confirmation_required',
        confirmation: {
          summary: {
            kind: 'role_map',
            operation: 'Change the role map',
            changes: [
              { channel: 'pos:cancelOrRefund', before: ['store-manager', 'qa'], after: ['qa'] },
            ],
          },
        },
      },
    });
    expect(f.terminal.join('\n')).toContain(
      'Role map confirmation requested: Change the role map — pos:cancelOrRefund: Store manager, QA (test profiles only) → QA (test profiles only)',
    );
    expect(await cancelOrRefund()).toEqual(['store-manager', 'qa']);
    expect(existsSync(join(f.dataDir, 'role-map-changes.jsonl'))).toBe(false);
  });

  it('refuses the code for another edit, applies the right one once, and never again', async () => {
    f = await coreFixture();
    await f.call('roles:setMap', { channel: 'pos:cancelOrRefund', roles: ['qa'] });
    const code = f.printedCode()!;
    expect(
      await f.call('roles:setMap', {
        channel: 'pos:cancelOrRefund',
        roles: ['qa', 'back-office'],
        confirmation: code,
      }),
    ).toMatchObject({ ok: false, error: { apiCode: 'confirmation_required' } });
    expect(await cancelOrRefund()).toEqual(['store-manager', 'qa']);

    expect(
      await f.call('roles:setMap', {
        channel: 'pos:cancelOrRefund',
        roles: ['qa'],
        confirmation: code,
      }),
    ).toMatchObject({ ok: true });
    expect(await cancelOrRefund()).toEqual(['qa']);

    // The same code again, for the way back: spent, so nothing changes.
    const again = await f.call('roles:setMap', { reset: true, confirmation: code });
    expect(again).toMatchObject({ ok: false, error: { apiCode: 'confirmation_required' } });
    expect(await cancelOrRefund()).toEqual(['qa']);
    expect(printedCodes(f.terminal)).toHaveLength(3);
  });

  it('asks nothing for an edit that changes nothing', async () => {
    f = await coreFixture();
    const same = await f.call('roles:setMap', {
      channel: 'pos:cancelOrRefund',
      roles: ['store-manager', 'qa'],
    });
    expect(same).toMatchObject({ ok: true });
    expect(printedCodes(f.terminal)).toEqual([]);
  });
});
