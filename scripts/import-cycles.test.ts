import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { runtimeImportsOf } from './module-graph';

/*
 * A module that imports itself through others runs before its own exports exist: a `const`
 * read in the circle is undefined or throws, depending on which module the bundler (or Node)
 * happened to start from. The code is kept free of circles, and this check names any new one.
 * Type-only imports are erased before anything runs and `import()` waits for its module, so
 * neither can close a circle.
 */

const ROOT = resolve(import.meta.dirname, '..');
const FOLDERS = ['renderer/src', 'shared', 'electron/core'];
const SOURCE = /\.(ts|tsx)$/;
const NOT_SOURCE = /\.(test|spec)\.tsx?$|\.d\.ts$/;

const options: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
};

function sourcesUnder(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !NOT_SOURCE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every circle among the given modules, each once, as the paths around it. */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components: a component of more than one module is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  let next = 0;
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node)!, index.get(to)!));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfImport = component.length === 1 && (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfImport) cycles.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function projectGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const host = ts.sys;
  for (const folder of FOLDERS) {
    for (const file of sourcesUnder(folder)) {
      const from = relative(ROOT, file);
      const targets: string[] = [];
      for (const specifier of runtimeImportsOf(file, readFileSync(file, 'utf8'))) {
        const resolved = ts.resolveModuleName(specifier, file, options, host).resolvedModule;
        if (!resolved || resolved.isExternalLibraryImport) continue;
        const to = relative(ROOT, resolved.resolvedFileName);
        if (!to.startsWith('..') && !to.includes('node_modules')) targets.push(to);
      }
      graph.set(from, targets);
    }
  }
  return graph;
}

describe('import cycles', () => {
  it('finds a circle of value imports and ignores type-only imports', () => {
    const a = runtimeImportsOf('a.ts', "import { b } from './b';\nimport type { C } from './c';");
    const b = runtimeImportsOf('b.ts', "import { type A } from './a';\nexport { c } from './c';");
    const c = runtimeImportsOf('c.ts', "import { a } from './a';\nconst d = import('./d');");
    expect([a, b, c]).toEqual([['./b'], ['./c'], ['./a']]);
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
      ['d', ['a']],
    ]);
    expect(importCycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(
      importCycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });

  // Reads and parses every module of the project: seconds, not milliseconds, on a busy machine.
  it(
    'no module in renderer/src, shared or electron/core imports itself through others',
    { timeout: 60_000 },
    () => {
      const cycles = importCycles(projectGraph()).map((cycle) => cycle.join(' <-> '));
      expect(cycles).toEqual([]);
    },
  );
});
