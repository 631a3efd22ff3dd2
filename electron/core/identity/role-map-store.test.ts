import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { permits } from '../../../shared/permissions';
import { RoleMapStore } from './role-map-store';

const admin = { operator: { kind: 'local' as const, name: 'ana' }, roles: ['admin' as const] };
const folder = () => mkdtempSync(join(tmpdir(), 'role-map-'));
const storeManagerMay = (store: RoleMapStore) =>
  permits({
    channel: 'pos:cancelOrRefund',
    roles: ['store-manager'],
    production: true,
    rules: store.rules(),
  });

describe('the role map', () => {
  it('starts from the operation modules and marks each row’s defaults', () => {
    const row = new RoleMapStore(folder())
      .view()
      .rows.find((r) => r.channel === 'pos:cancelOrRefund');
    expect(row).toEqual({
      channel: 'pos:cancelOrRefund',
      roles: ['store-manager', 'qa'],
      defaults: ['store-manager', 'qa'],
    });
  });

  it('keeps an administrator’s change in the data folder, records who made it, and resets', () => {
    const dir = folder();
    const store = new RoleMapStore(dir, () => new Date('2026-11-26T15:00:00Z'));
    expect(store.edit({ channel: 'pos:cancelOrRefund', roles: ['qa'] }, admin).ok).toBe(true);
    expect(storeManagerMay(store)).toBe(false);
    const again = new RoleMapStore(dir);
    expect(storeManagerMay(again)).toBe(false);
    const [line] = readFileSync(join(dir, 'role-map-changes.jsonl'), 'utf8').trim().split('\n');
    expect(JSON.parse(line!)).toEqual({
      at: '2026-11-26T15:00:00.000Z',
      operator: { kind: 'local', name: 'ana' },
      changes: [{ channel: 'pos:cancelOrRefund', before: ['store-manager', 'qa'], after: ['qa'] }],
    });
    expect(again.edit({ reset: true }, admin).ok).toBe(true);
    expect(storeManagerMay(new RoleMapStore(dir))).toBe(true);
  });

  it('refuses an edit that takes the role map from the editor’s own roles', () => {
    const dir = folder();
    const store = new RoleMapStore(dir);
    const result = store.edit({ channel: 'roles:setMap', roles: ['supervisor'] }, admin);
    expect(result).toMatchObject({ ok: false, error: { reason: 'role_map_lockout' } });
    expect(store.rules()['roles:setMap']).toEqual(['admin']);
    // Giving it to another role the editor holds as well is no lock-out.
    const both = { ...admin, roles: ['admin', 'supervisor'] as const };
    expect(store.edit({ channel: 'roles:setMap', roles: ['supervisor'] }, both).ok).toBe(true);
  });

  it('refuses a channel whose rule is not a list of roles', () => {
    const result = new RoleMapStore(folder()).edit({ channel: 'app:info', roles: [] }, admin);
    expect(result).toMatchObject({ ok: false, error: { reason: 'role_map_not_editable' } });
  });

  it('falls back to the defaults, never a wider map, when its file is unreadable', () => {
    const dir = folder();
    writeFileSync(join(dir, 'role-map.json'), '{ not json');
    expect(storeManagerMay(new RoleMapStore(dir))).toBe(true);
    expect(new RoleMapStore(dir).rules()['payments:authorize']).toEqual(['qa']);
  });
});
