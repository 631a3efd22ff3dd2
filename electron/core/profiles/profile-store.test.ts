import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProfileInput } from '../../../shared/schemas/profile';
import { ProfileStore } from './profile-store';
import { fieldReason } from '../../../shared/validation-words';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'profile-store-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const input = (overrides: Record<string, unknown> = {}) =>
  ProfileInput.parse({
    name: 'Acquirer test',
    baseUrl: 'https://api.example.com',
    clientId: 'console',
    ...overrides,
  });

describe('ProfileStore', () => {
  it('persists profiles and the active id across instances', () => {
    const store = new ProfileStore(dir);
    const a = store.create(input({ name: 'A', extraHeaders: { 'X-Tenant': 't1' } }));
    const b = store.create(input({ name: 'B', production: true }));
    if (!a.ok || !b.ok) throw new Error('create failed');
    expect(a.value.id).toMatch(/^prf-[A-Za-z0-9_-]{12}$/);
    expect(a.value.id).not.toBe(b.value.id);
    expect(store.setActive(b.value.id)).toEqual({ ok: true, value: undefined });

    const again = new ProfileStore(dir);
    expect(again.problem()).toBeUndefined();
    expect(again.list()).toEqual([a.value, b.value]);
    expect(again.activeId()).toBe(b.value.id);
    expect(again.get(a.value.id)?.extraHeaders).toEqual({ 'X-Tenant': 't1' });
    expect(readdirSync(dir)).toEqual(['profiles.json']);
  });

  it('updates and removes; removing the active profile makes the simulator active', () => {
    const store = new ProfileStore(dir);
    const a = store.create(input({ name: 'A' }));
    if (!a.ok) throw new Error('create failed');
    store.setActive(a.value.id);
    const updated = store.update(a.value.id, input({ name: 'A2', deadlineMs: 2000 }));
    expect(updated).toMatchObject({ ok: true, value: { id: a.value.id, name: 'A2' } });
    expect(new ProfileStore(dir).get(a.value.id)?.deadlineMs).toBe(2000);

    expect(store.remove(a.value.id)).toEqual({ ok: true, value: undefined });
    expect(store.activeId()).toBe('simulator');
    const again = new ProfileStore(dir);
    expect(again.list()).toEqual([]);
    expect(again.activeId()).toBe('simulator');
  });

  it('the simulator is not stored and cannot be edited or removed', () => {
    const store = new ProfileStore(dir);
    expect(store.update('simulator', input())).toEqual({
      ok: false,
      error: {
        code: 'validation',
        message: 'The built-in simulator profile cannot be edited.',
        reason: 'simulator_not_editable',
      },
    });
    expect(store.remove('simulator')).toMatchObject({
      ok: false,
      error: { code: 'validation', reason: 'simulator_not_removable' },
    });
    expect(store.get('simulator')).toBeUndefined();
    expect(store.setActive('simulator').ok).toBe(true);
  });

  it('refuses unknown ids and a name already taken, at the field', () => {
    const store = new ProfileStore(dir);
    expect(store.update('prf-missing1', input())).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    expect(store.setActive('prf-missing1')).toMatchObject({ ok: false });
    store.create(input({ name: 'Prod EU' }));
    expect(store.create(input({ name: 'prod eu' }))).toMatchObject({
      ok: false,
      error: { code: 'validation', fields: { name: fieldReason('nameTaken') } },
    });
    expect(store.create(input({ name: 'Simulator' })).ok).toBe(false);
  });

  it('falls back to the simulator when the stored active id no longer exists', () => {
    writeFileSync(
      join(dir, 'profiles.json'),
      JSON.stringify({ version: 1, activeId: 'prf-gone123456', profiles: [] }),
    );
    expect(new ProfileStore(dir).activeId()).toBe('simulator');
  });

  it('loads a name saved with control characters cleaned, rather than as a broken file', () => {
    const saved = {
      ...input(),
      id: 'prf-oldname1234',
      name: 'Live\u001b]52;c;cm0gLXJmIH4=\u0007\u001b[8m\n(EU)',
    };
    writeFileSync(
      join(dir, 'profiles.json'),
      JSON.stringify({ version: 1, activeId: saved.id, profiles: [saved] }),
    );
    const store = new ProfileStore(dir);
    expect(store.problem()).toBeUndefined();
    expect(store.get(saved.id)?.name).toBe('Live (EU)');
  });

  it.each([
    ['not JSON', '{"version": 1, "profiles": ['],
    ['wrong shape', JSON.stringify({ version: 1, activeId: 'simulator', profiles: {} })],
    [
      'a profile the form would refuse',
      JSON.stringify({
        version: 1,
        activeId: 'simulator',
        profiles: [
          { id: 'prf-abcdefgh', name: 'x', baseUrl: 'http://evil.example', clientId: 'c' },
        ],
      }),
    ],
  ])('reports a corrupt file (%s) and keeps it aside instead of overwriting it', (_, text) => {
    writeFileSync(join(dir, 'profiles.json'), text);
    const store = new ProfileStore(dir);
    expect(store.problem()).toMatch(/could not be read.*Only the simulator is available/);
    expect(store.list()).toEqual([]);
    expect(store.activeId()).toBe('simulator');
    expect(readFileSync(join(dir, 'profiles.json'), 'utf8')).toBe(text); // untouched by reading

    expect(store.create(input()).ok).toBe(true);
    const aside = readdirSync(dir).find((f) => f.startsWith('profiles.json.corrupt-'));
    expect(aside).toBeDefined();
    expect(readFileSync(join(dir, aside!), 'utf8')).toBe(text);
    expect(store.problem()).toContain(aside);
    expect(new ProfileStore(dir).list()).toHaveLength(1);
  });

  it('a failed save changes nothing in memory and reports the cause', () => {
    const dataDir = join(dir, 'data');
    const store = new ProfileStore(dataDir);
    store.create(input({ name: 'A' }));
    // The data folder turns into a file: no write can succeed, whoever the user is.
    rmSync(dataDir, { recursive: true });
    writeFileSync(dataDir, '');
    const result = store.create(input({ name: 'B' }));
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'internal',
        message: expect.stringMatching(/could not be saved .*\((EEXIST|ENOTDIR)\)/),
      },
    });
    expect(store.list().map((p) => p.name)).toEqual(['A']);
  });
});
