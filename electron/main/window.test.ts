import { expect, it, vi } from 'vitest';

const created: Array<{ webPreferences: Record<string, unknown> }> = [];
vi.mock('electron', () => ({
  BrowserWindow: class {
    constructor(options: { webPreferences: Record<string, unknown> }) {
      created.push(options);
    }
    once() {}
    loadURL = vi.fn(async () => {});
  },
}));

const { createMainWindow } = await import('./window');

it('creates the window with every security default set explicitly', () => {
  const window = createMainWindow('/app/preload.cjs') as unknown as {
    loadURL: ReturnType<typeof vi.fn>;
  };
  expect(created[0]!.webPreferences).toMatchObject({
    preload: '/app/preload.cjs',
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
  });
  expect(window.loadURL).toHaveBeenCalledWith('app://console/index.html');
});

it('keeps DevTools closed whatever the environment says at run time', () => {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'development';
  try {
    createMainWindow('/app/preload.cjs');
    expect(created.at(-1)!.webPreferences.devTools).toBe(false);
  } finally {
    process.env.NODE_ENV = before;
  }
});

it('decides DevTools when main is built: off unless the build asked for them', async () => {
  const { electronDefines, default: config } = await import('../../vite.config');
  expect(electronDefines({ NODE_ENV: 'development' })).toEqual({ __CONSOLE_DEVTOOLS__: 'false' });
  expect(electronDefines({ CONSOLE_DEVTOOLS: '1' })).toEqual({ __CONSOLE_DEVTOOLS__: 'true' });
  const main = (config as (env: { mode: string; command: 'build' }) => { define?: object })({
    mode: 'main',
    command: 'build',
  });
  expect(main.define).toEqual(electronDefines());
});
