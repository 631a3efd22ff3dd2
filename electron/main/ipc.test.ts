import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANNELS } from '../../shared/channels';
import { ok } from '../../shared/result';
import type { HandlerRegistry } from '../core/ipc';

const handle = vi.fn();
vi.mock('electron', () => ({ ipcMain: { handle, removeHandler: vi.fn() } }));

const { bindIpc } = await import('./ipc');

type Listener = (event: unknown, input: unknown) => Promise<unknown>;

function bound() {
  const getCalls: unknown[] = [];
  const handlers = {
    ...Object.fromEntries(CHANNELS.map((c) => [c, vi.fn(async () => ok({}))])),
    'instruments:get': vi.fn(async (input: unknown) => {
      getCalls.push(input);
      return ok({ id: 'ins-1', type: 'CARD' });
    }),
  } as unknown as HandlerRegistry;
  bindIpc(handlers);
  const listeners = new Map(
    handle.mock.calls.map(([channel, fn]) => [channel as string, fn as Listener]),
  );
  return { listeners, getCalls, handlers };
}

const appFrame = { url: 'app://console/index.html', parent: null };

beforeEach(() => handle.mockClear());

describe('bindIpc', () => {
  it('binds exactly the contract channels', () => {
    const { listeners } = bound();
    expect([...listeners.keys()].sort()).toEqual([...CHANNELS].sort());
  });

  it('serves the app’s main frame', async () => {
    const { listeners, getCalls } = bound();
    const result = await listeners.get('instruments:get')!(
      { senderFrame: appFrame, sender: { id: 7 } },
      { id: 'ins-1' },
    );
    expect(result).toEqual({ ok: true, value: { id: 'ins-1', type: 'CARD' } });
    expect(getCalls).toEqual([{ id: 'ins-1' }]);
  });

  it.each([
    ['another origin', { url: 'https://evil.example/', parent: null }],
    ['a file page', { url: 'file:///etc/passwd', parent: null }],
    ['a subframe of the app', { url: 'app://console/index.html', parent: appFrame }],
    ['a look-alike host', { url: 'app://console.evil/index.html', parent: null }],
    ['userinfo trick', { url: 'app://console@evil/index.html', parent: null }],
    ['a destroyed frame', null],
  ])('refuses %s without reaching the handler', async (_name, frame) => {
    const { listeners, getCalls } = bound();
    const result = await listeners.get('instruments:get')!({ senderFrame: frame }, { id: 'ins-1' });
    // A reason, so the window says it in its person's language, not main's English.
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'forbidden', reason: 'window_not_authorized' },
    });
    expect(getCalls).toEqual([]);
  });

  it('parses input with the contract before the handler sees it', async () => {
    const { listeners, getCalls } = bound();
    const result = await listeners.get('instruments:get')!(
      { senderFrame: appFrame, sender: { id: 7 } },
      { id: '../oauth/token' },
    );
    expect(result).toMatchObject({ ok: false, error: { code: 'validation' } });
    expect(getCalls).toEqual([]);
  });

  it('tells the handler which window called, so a language is kept per window', async () => {
    const { listeners, handlers } = bound();
    await listeners.get('app:setLanguage')!(
      { senderFrame: appFrame, sender: { id: 7 } },
      { language: 'es' },
    );
    expect(handlers['app:setLanguage']).toHaveBeenCalledWith({ language: 'es' }, 'window:7');
  });

  it('answers a frame that went away while it was looked at with a Result, never a raw throw', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { listeners, getCalls } = bound();
    const gone = {
      get senderFrame(): never {
        throw new Error('Render frame was disposed before WebFrameMain could be accessed');
      },
    };
    const result = await listeners.get('instruments:get')!(gone, { id: 'ins-1' });
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'internal',
        reason: 'unexpected',
        message: expect.stringMatching(/unexpected error/),
      },
    });
    expect(JSON.stringify(result)).not.toContain('disposed');
    expect(getCalls).toEqual([]);
    error.mockRestore();
  });
});
