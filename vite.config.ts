import { builtinModules } from 'node:module';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import type * as Catalog from './shared/operations/catalog';

const root = import.meta.dirname;
const nodeExternals = ['electron', ...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

/**
 * Build-time switches of the Electron bundles. DevTools are decided here, when main is built,
 * so that nothing in a packaged app's run-time environment can turn them on.
 */
export function electronDefines(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  return { __CONSOLE_DEVTOOLS__: JSON.stringify(env.CONSOLE_DEVTOOLS === '1') };
}

// Through tsx, not an import of the config's own: the config loader would bundle the whole
// registry into the config (and warn on every build and test run).
async function loadThroughTsx(file: string): Promise<Record<string, unknown>> {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport(file, import.meta.url)) as Record<string, unknown>;
}

/**
 * A module written into a bundle as the value of its exports (all, or `only` these), computed
 * when the bundle is built, instead of its code and all that its code imports.
 */
function builtAsData(file: string, only?: readonly string[]): Plugin {
  const path = resolve(root, file);
  let values: Promise<Record<string, unknown>> | undefined;
  return {
    name: `built-as-data:${file}`,
    enforce: 'pre',
    async load(id) {
      if (id !== path) return null;
      const all = await (values ??= loadThroughTsx(path));
      return (only ?? Object.keys(all))
        .map((name) => `export const ${name} = ${asData(file, name, all[name])};`)
        .join('\n');
    },
  };
}

/** JSON of a value that is data all through: a function in it would be lost, so it stops the build. */
function asData(file: string, name: string, value: unknown): string {
  return JSON.stringify(value, (key, part: unknown) => {
    if (typeof part === 'function' || part === undefined) {
      throw new Error(`${file}: ${name} holds a ${typeof part} at "${key}", not data`);
    }
    return part;
  });
}

/**
 * The preload and the browser bridge build `window.api` from the operations' names alone. They
 * get the catalog's names written out when they are built, not the registry the catalog derives
 * them from: every operation's schemas, and Zod, would otherwise run before the page's own code
 * on every load (~170 kB in the bridge, which the host writes into the page).
 */
const catalogNamesOnly = () =>
  builtAsData('shared/operations/catalog.ts', [
    'API_OPERATION_NAMES',
    'MONEY_OPERATION_NAMES',
    'CHANGE_OPERATION_NAMES',
  ] satisfies (keyof typeof Catalog)[]);

/**
 * The page gets the operations' plain facts (names, journal codes, areas, words) as data written
 * into its bundle: run from facts.ts, they would bring the registry, every operation's schemas,
 * onto the first screen (~30 ms of building schemas before its rows). A screen that sends an
 * operation still loads that operation's module. (scripts/module-graph.ts: BUILT_AS_DATA.)
 */
const operationFactsAsData = () => builtAsData('shared/operations/facts.ts');

/** The Electron main process and preload: CommonJS bundles with only `electron` and Node left out. */
function electronBundle(entry: string, fileName: string, plugins: Plugin[] = []): UserConfig {
  return {
    publicDir: false,
    plugins,
    define: electronDefines(),
    build: {
      outDir: resolve(root, 'dist/electron'),
      emptyOutDir: false,
      target: 'node20',
      minify: false,
      sourcemap: true,
      ssr: true,
      lib: { entry: resolve(root, entry), formats: ['cjs'], fileName: () => fileName },
      rolldownOptions: { external: nodeExternals, output: { entryFileNames: fileName } },
    },
    ssr: { noExternal: true },
  };
}

/**
 * The vendor chunk is what the first screen runs of React, the query cache and i18next. The
 * parts only later screens use stay out, or the group would carry them (and what they import)
 * to the first screen: react-i18next's <Trans> with its HTML parser (one dialog) and mutations
 * (the forms): 4.6 kB gzip.
 */
const VENDOR = /node_modules[\\/](react|react-dom|scheduler|@tanstack|i18next|react-i18next)[\\/]/;
const VENDOR_OFF_FIRST_SCREEN =
  /[\\/](Trans|TransWithoutContext|mutationObserver|useMutation)\.js$/;

export default defineConfig(({ mode, command }) => {
  switch (mode) {
    case 'main':
      return electronBundle('electron/main/index.ts', 'main.cjs');
    case 'preload':
      return electronBundle('electron/preload/index.ts', 'preload.cjs', [catalogNamesOnly()]);
    case 'mirror-worker':
      // The payments mirror's thread, loaded by path beside main.cjs (mirror-client.ts).
      return electronBundle('electron/core/mirror/mirror-worker.ts', 'mirror-worker.cjs');
    case 'web-host':
      // The browser host as plain JavaScript: `npm run web` and npm start's fallback start in a
      // fraction of the time tsx takes to compile the core's TypeScript on every launch.
      return {
        publicDir: false,
        build: {
          outDir: resolve(root, 'dist/web'),
          emptyOutDir: false,
          target: 'node20',
          minify: false,
          sourcemap: true,
          ssr: true,
          lib: {
            entry: {
              cli: resolve(root, 'electron/web/cli.ts'),
              'browser-host': resolve(root, 'electron/web/browser-host.ts'),
              // The payments mirror's thread, loaded by path beside the core (mirror-client.ts).
              'mirror-worker': resolve(root, 'electron/core/mirror/mirror-worker.ts'),
            },
            formats: ['es'],
          },
          rolldownOptions: {
            external: nodeExternals,
            output: {
              entryFileNames: '[name].mjs',
              chunkFileNames: '[name]-[hash].mjs',
              // Zod in a chunk of its own: merged into a shared chunk, it was evaluated before the
              // host could listen, by modules that only wanted a card mask from the same chunk.
              codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]/ }] },
            },
          },
        },
        ssr: { noExternal: true },
      };
    case 'bridge':
      // The browser host's stand-in for the preload: a classic script that defines window.api.
      return {
        publicDir: false,
        plugins: [catalogNamesOnly()],
        build: {
          outDir: resolve(root, 'dist/web'),
          emptyOutDir: true,
          lib: {
            entry: resolve(root, 'electron/web/bridge.ts'),
            formats: ['iife'],
            name: 'consoleBridge',
            fileName: () => 'bridge.js',
          },
        },
      };
    default:
      return {
        root: resolve(root, 'renderer'),
        base: './',
        // Tests run facts.ts itself, so each test sees the registry it may have changed.
        plugins: command === 'build' ? [react(), operationFactsAsData()] : [react()],
        build: {
          outDir: resolve(root, 'dist/renderer'),
          emptyOutDir: true,
          // No inline assets: the CSP forbids data: scripts and the bundle should be inspectable.
          assetsInlineLimit: 0,
          // Only Chromium runs the renderer (Electron's, or the browser host's), and it has
          // modulepreload natively: the polyfill would be first-screen weight for nobody.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            output: {
              // React, the query cache and i18next change rarely and every screen needs them: one
              // chunk the first screen loads and caches. Zod and the form libraries serve the
              // forms only, so they get chunks of their own that the first screen never fetches.
              codeSplitting: {
                groups: [
                  {
                    name: 'vendor',
                    test: (id) => VENDOR.test(id) && !VENDOR_OFF_FIRST_SCREEN.test(id),
                  },
                  // With Zod, its setting for the page: a chunk runs after the chunks it imports,
                  // so in the entry's chunk it would run after every schema was already built.
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]|parsers-without-eval/ },
                  { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
                ],
              },
            },
          },
        },
        test: {
          root,
          projects: [
            {
              extends: true,
              test: {
                name: 'node',
                root,
                include: ['electron/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
                environment: 'node',
              },
            },
            {
              extends: true,
              test: {
                name: 'renderer',
                root,
                include: ['renderer/**/*.test.{ts,tsx}'],
                environment: 'happy-dom',
                setupFiles: ['renderer/test-setup.ts'],
              },
            },
          ],
        },
      };
  }
});
