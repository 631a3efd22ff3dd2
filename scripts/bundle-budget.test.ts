import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { firstScreenScripts, measure } from './bundle-budget';

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <script src="/bridge.js"></script>
    <script type="module" crossorigin src="./assets/index-a1.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/vendor-b2.js">
    <link rel='modulepreload' href='./assets/runtime-c3.js' />
    <link rel="stylesheet" crossorigin href="./assets/index-d4.css">
    <link rel="icon" href="data:," />
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('the first screen’s scripts', () => {
  it('are the module scripts and modulepreloads, nothing else', () => {
    expect(firstScreenScripts(HTML)).toEqual([
      './assets/index-a1.js',
      './assets/vendor-b2.js',
      './assets/runtime-c3.js',
    ]);
  });

  it('are weighed gzipped, apart from the chunks loaded later', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundle-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), HTML);
    const script = (name: string, size: number) => {
      const body = Buffer.from(Array.from({ length: size }, (_, i) => (i * 7919) % 251));
      writeFileSync(join(dir, 'assets', name), body);
      return gzipSync(body).length;
    };
    const first = script('index-a1.js', 4000) + script('vendor-b2.js', 9000);
    const runtime = script('runtime-c3.js', 500);
    const later = script('SettingsArea-e5.js', 20000);
    const report = measure(dir);
    expect(report.firstScreenGzip).toBe(first + runtime);
    expect(report.allScriptsGzip).toBe(first + runtime + later);
    expect(report.scriptCount).toBe(4);
  });
});
