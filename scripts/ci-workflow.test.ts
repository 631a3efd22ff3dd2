import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * The CI workflow cannot run here (no GitHub, no Electron binary), so what can be known
 * without running it is checked: its shape, and that every script and file it calls exists.
 */
const root = resolve(import.meta.dirname, '..');
const workflow = parse(readFileSync(resolve(root, '.github/workflows/ci.yml'), 'utf8'));
const scripts: Record<string, string> = JSON.parse(
  readFileSync(resolve(root, 'package.json'), 'utf8'),
).scripts;

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}

const build = workflow.jobs.build as { strategy: { matrix: { os: string[] } }; steps: Step[] };
const runs = build.steps.flatMap((step) => (step.run ? [step.run] : []));
const runOf = (pattern: RegExp) => build.steps.find((step) => pattern.test(step.run ?? ''));

describe('.github/workflows/ci.yml', () => {
  it('builds on Ubuntu, Windows and macOS, without one stopping the others', () => {
    const os = build.strategy.matrix.os;
    for (const family of ['ubuntu', 'windows', 'macos']) {
      expect(os.some((name) => name.startsWith(`${family}-`))).toBe(true);
    }
    expect(workflow.jobs.build.strategy['fail-fast']).toBe(false);
  });

  it('installs, tests, runs the real app, packages and checks the fuses, in that order', () => {
    const order = [
      /^npm ci$/,
      /npx playwright install .*chromium/,
      /npm test/,
      /npm run test:electron/,
      /^npm run dist$/,
      /^npm run check:fuses$/,
    ].map((pattern) => build.steps.findIndex((step) => pattern.test(step.run ?? '')));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('runs Electron under a virtual display on Linux, and never lets its spec skip', () => {
    for (const command of [/npm test/, /npm run test:electron/]) {
      expect(runOf(command)?.run).toMatch(/RUNNER_OS" = Linux \]; then xvfb-run -a npm/);
    }
    expect(runOf(/npm run test:electron/)?.env?.REQUIRE_ELECTRON).toBe('1');
  });

  it('calls only npm scripts and files that exist', () => {
    const called = runs.flatMap((run) => [...run.matchAll(/npm run ([\w:-]+)/g)].map((m) => m[1]!));
    expect(called.length).toBeGreaterThan(0);
    for (const name of called) expect(Object.keys(scripts)).toContain(name);
    // What those scripts run in turn.
    for (const name of called) {
      for (const [, file] of scripts[name]!.matchAll(/(scripts\/[\w./-]+\.(?:ts|mjs))/g)) {
        expect(existsSync(resolve(root, file!)), file).toBe(true);
      }
    }
    expect(existsSync(resolve(root, 'electron-builder.yml'))).toBe(true);
  });

  it('keeps the installers of every OS as artifacts', () => {
    const upload = build.steps.find(
      (step) => step.uses?.startsWith('actions/upload-artifact') && !step.if,
    );
    for (const kind of ['AppImage', 'deb', 'exe', 'dmg']) {
      expect(upload?.with?.path).toContain(`release/*.${kind}`);
    }
    expect(upload?.with?.['if-no-files-found']).toBe('error');
  });

  it('publishes a release from a tag, and only from a tag, after every OS built', () => {
    expect(workflow.on.push.tags).toEqual(['v*']);
    const release = workflow.jobs.release;
    expect(release.if).toBe("startsWith(github.ref, 'refs/tags/v')");
    expect(release.needs).toBe('build');
    expect(release.permissions).toEqual({ contents: 'write' });
    expect(workflow.permissions).toEqual({ contents: 'read' });
  });
});
