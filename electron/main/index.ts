import { join } from 'node:path';
import { app, BrowserWindow, dialog, protocol, session, shell } from 'electron';
import { redactCrashOutput } from '../core/log';
import { DataFolderInUse } from '../core/fs/data-folder-lock';
import { startConsoleCore, type ConsoleCore } from '../core/runtime';
import { teamStoreOption } from '../core/team-store-option';
import { APP_SCHEME } from './app-origin';
import { saveDialogSink } from './export-dialog';
import { bindIpc } from './ipc';
import { bindPush } from './push';
import { nativeDialogConfirmer } from './native-confirmer';
import { safeStorageCipher } from './secrets-safe-storage';
import { createBundleProtocolHandler } from './protocol';
import { denyAllPermissions, guardNavigation } from './security';
import { createMainWindow } from './window';

/** The Electron shell: lifecycle, one window, security hooks. Everything else is in core/. */

// Electron would print an uncaught error, or show it in a dialog, with whatever card data or
// secret its message quotes.
redactCrashOutput(process, (code) => app.exit(code));

// Must precede `ready`: `app:` behaves like https (secure context, fetch, CSP) for the renderer.
protocol.registerSchemesAsPrivileged([
  { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } },
]);

const rendererDir = join(__dirname, '../renderer');
const preloadPath = join(__dirname, 'preload.cjs');
let core: ConsoleCore | undefined;

// Two consoles on one data folder would write one journal twice: the second one hands over.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('web-contents-created', (_event, contents) =>
    guardNavigation(contents, (url) => shell.openExternal(url)),
  );
  app.on('second-instance', () => {
    const [window] = BrowserWindow.getAllWindows();
    if (window?.isMinimized()) window.restore();
    window?.focus();
  });
  app.on('window-all-closed', () => app.quit());
  app.on('will-quit', () => void core?.close());
  void app.whenReady().then(start);
}

async function start() {
  denyAllPermissions(session.defaultSession);
  protocol.handle(APP_SCHEME, createBundleProtocolHandler(rendererDir));
  // The same variable as the browser host's; a URL it would refuse stops the app with the reason.
  const teamStore = teamStoreOption(undefined, process.env);
  try {
    core = await startConsoleCore({
      host: 'electron',
      version: app.getVersion(),
      dataDir: app.getPath('userData'),
      cipher: safeStorageCipher(),
      exportSink: saveDialogSink,
      confirmer: nativeDialogConfirmer(),
      packaged: app.isPackaged,
      // The provider's page in the person's browser; main made the address, not the page.
      openSignInExternally: (url) => shell.openExternal(url),
      ...(teamStore ? { teamStore } : {}),
    });
  } catch (error) {
    // A browser host on the same data folder holds it: say which process, then stop.
    if (!(error instanceof DataFolderInUse)) throw error;
    dialog.showErrorBox(app.getName(), error.message);
    app.quit();
    return;
  }
  bindIpc(core.handlers);
  bindPush(core.push, () => BrowserWindow.getAllWindows());
  createMainWindow(preloadPath);
  void core.profiles.warmUp();
}
