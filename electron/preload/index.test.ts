import { resolve } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../shared/channels';
import { PUSH_CHANNELS } from '../../shared/profile-bound';
import * as catalog from '../../shared/operations/catalog';

const exposeInMainWorld = vi.fn();
const invoke = vi.fn(async () => ({ ok: true, value: 'answer' }));
const on = vi.fn();
const removeListener = vi.fn();
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld },
  ipcRenderer: { invoke, send: vi.fn(), on, removeListener },
}));

let exposed: Record<string, unknown>;

beforeAll(async () => {
  await import('./index');
  exposed = Object.fromEntries(exposeInMainWorld.mock.calls.map(([key, value]) => [key, value]));
});

describe('preload', () => {
  it('exposes window.api and nothing else', () => {
    expect(Object.keys(exposed)).toEqual(['api']);
  });

  it('offers one function per contract channel, named area.verb, and nothing generic', () => {
    const api = exposed.api as Record<string, Record<string, unknown>>;
    const names = Object.entries(api).flatMap(([area, verbs]) =>
      Object.entries(verbs).map(([verb, fn]) => {
        expect(typeof fn).toBe('function');
        return `${area}:${verb}`;
      }),
    );
    expect(names.sort()).toEqual([...CHANNELS, ...PUSH_CHANNELS].sort());
    const serialized = JSON.stringify(Object.keys(api));
    expect(serialized).not.toMatch(/ipcRenderer|invoke|send|on\b/);
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('hands a push message to the page without the IPC event, until it stops listening', () => {
    const api = exposed.api as {
      profiles: { changed: (listener: (payload: unknown) => void) => () => void };
    };
    const heard: unknown[] = [];
    const stop = api.profiles.changed((payload) => heard.push(payload));
    expect(on).toHaveBeenCalledWith('profiles:changed', expect.any(Function));
    const deliver = on.mock.calls[0]![1] as (event: unknown, payload: unknown) => void;
    const event = { sender: 'ipcRenderer itself' };
    deliver(event, { active: { id: 'simulator', name: 'Simulator', revision: 2 } });
    expect(heard).toEqual([{ active: { id: 'simulator', name: 'Simulator', revision: 2 } }]);
    stop();
    expect(removeListener).toHaveBeenCalledWith('profiles:changed', deliver);
  });

  it('calls its own channel only, and returns the answer without the IPC event', async () => {
    const api = exposed.api as { instruments: { get: (input: unknown) => Promise<unknown> } };
    const result = await api.instruments.get({ id: 'ins-1' });
    expect(invoke).toHaveBeenCalledWith('instruments:get', { id: 'ins-1' });
    expect(result).toEqual({ ok: true, value: 'answer' });
  });
});

describe('the preload and browser bridge builds', () => {
  it('write out the catalog’s names for the bundle, as the registry gives them', async () => {
    const { default: config } = await import('../../vite.config');
    const build = config as (env: { mode: string; command: 'build' }) => { plugins?: unknown[] };
    for (const mode of ['preload', 'bridge']) {
      const plugins = (build({ mode, command: 'build' }).plugins ?? []) as {
        name: string;
        load: (id: string) => Promise<string | null>;
      }[];
      const namesOnly = plugins.find(
        (plugin) => plugin.name === 'built-as-data:shared/operations/catalog.ts',
      );
      const written = await namesOnly?.load(
        resolve(import.meta.dirname, '../../shared/operations/catalog.ts'),
      );
      const bundled = (await import(
        `data:text/javascript,${encodeURIComponent(written ?? '')}`
      )) as Record<string, unknown>;
      expect({ mode, ...bundled }).toEqual({
        mode,
        API_OPERATION_NAMES: catalog.API_OPERATION_NAMES,
        MONEY_OPERATION_NAMES: catalog.MONEY_OPERATION_NAMES,
        CHANGE_OPERATION_NAMES: catalog.CHANGE_OPERATION_NAMES,
      });
      expect(await namesOnly?.load(resolve(import.meta.dirname, 'index.ts'))).toBeNull();
    }
    // Loading the registry through tsx, as a build does, takes seconds on a busy machine.
  }, 30_000);

  it('write the operations’ facts into the page as the registry gives them, and only there', async () => {
    const { default: config } = await import('../../vite.config');
    const build = config as (env: { mode: string; command: string }) => { plugins?: unknown[] };
    const factsFile = resolve(import.meta.dirname, '../../shared/operations/facts.ts');
    const asData = (command: string) =>
      ((build({ mode: 'renderer', command }).plugins ?? []) as { name: string; load?: unknown }[])
        .filter((plugin) => plugin.name === 'built-as-data:shared/operations/facts.ts')
        .map((plugin) => plugin as { load: (id: string) => Promise<string | null> });
    const [plugin] = asData('build');
    const written = await plugin!.load(factsFile);
    const bundled = (await import(
      `data:text/javascript,${encodeURIComponent(written ?? '')}`
    )) as Record<string, unknown>;
    expect({ ...bundled }).toEqual({ ...(await import('../../shared/operations/facts')) });
    // Tests read the registry itself: one they change must be what they see.
    expect(asData('serve')).toEqual([]);
  }, 30_000);
});
