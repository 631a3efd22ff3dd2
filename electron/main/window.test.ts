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
