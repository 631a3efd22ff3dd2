import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../shared/channels';

const exposeInMainWorld = vi.fn();
const invoke = vi.fn(async () => ({ ok: true, value: 'answer' }));
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld },
  ipcRenderer: { invoke, send: vi.fn(), on: vi.fn() },
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
    expect(names.sort()).toEqual([...CHANNELS].sort());
    const serialized = JSON.stringify(Object.keys(api));
    expect(serialized).not.toMatch(/ipcRenderer|invoke|send|on\b/);
    expect(Object.isFrozen(api)).toBe(true);
  });

  it('calls its own channel only, and returns the answer without the IPC event', async () => {
    const api = exposed.api as { instruments: { get: (input: unknown) => Promise<unknown> } };
    const result = await api.instruments.get({ id: 'ins-1' });
    expect(invoke).toHaveBeenCalledWith('instruments:get', { id: 'ins-1' });
    expect(result).toEqual({ ok: true, value: 'answer' });
  });
});
