// `npm start`: open the Electron app, or say in one line why it cannot and what to run instead.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const electronDir = dirname(require.resolve('electron/package.json'));

function binaryPath() {
  const pathFile = join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8'));
  return existsSync(binary) ? binary : null;
}

// Electron fetches its binary on first use; give that one bounded try, silently.
let binary = binaryPath();
if (!binary) {
  spawnSync(process.execPath, [join(electronDir, 'install.js')], {
    stdio: 'ignore',
    timeout: 180_000,
  });
  binary = binaryPath();
}
if (!binary) {
  console.error(
    'Electron’s binary is not available on this machine (its download failed); run `npm run web` to open the console in your browser instead.',
  );
  process.exit(1);
}

const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE;
const child = spawn(binary, ['.'], { stdio: 'inherit', env });
child.on('exit', (code) => process.exit(code ?? 0));
