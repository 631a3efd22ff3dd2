import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import ts from 'typescript';

/*
 * What a module needs before it can run, as the bundler sees it: shared by the check for import
 * circles and the check of what the first screen loads.
 */

export const ROOT = resolve(import.meta.dirname, '..');

export const compilerOptions: ts.CompilerOptions = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  jsx: ts.JsxEmit.ReactJSX,
};

/** The specifiers a module needs before it can run: static imports and re-exports of values. */
export function runtimeImportsOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (onlyTypes) continue;
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier) {
      if (statement.isTypeOnly) continue;
      const clause = statement.exportClause;
      if (
        clause &&
        ts.isNamedExports(clause) &&
        clause.elements.length > 0 &&
        clause.elements.every((e) => e.isTypeOnly)
      ) {
        continue;
      }
      specifiers.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return specifiers;
}

/**
 * Modules the page's build writes into its bundle as their value, not their code
 * (vite.config.ts, `builtAsData`): what they import is not loaded by the page.
 */
export const BUILT_AS_DATA = new Set(['shared/operations/facts.ts']);

/**
 * Every package the entry loads before it runs (statically, through any depth of the project's
 * own modules), each with the modules that lead to it, entry first. `import()` is not followed:
 * what it loads waits for its moment.
 */
export function packagesLoadedBy(entry: string): Map<string, string[]> {
  return walk(entry).packages;
}

/** Every module of the project's own the entry loads before it runs, each with its chain. */
export function modulesLoadedBy(entry: string): Map<string, string[]> {
  const { via, chain } = walk(entry);
  return new Map([...via.keys()].map((module) => [module, chain(module)]));
}

function walk(entry: string) {
  const via = new Map<string, string | undefined>([[entry, undefined]]);
  const chain = (file: string) => {
    const modules: string[] = [];
    for (let at: string | undefined = file; at !== undefined; at = via.get(at)) modules.unshift(at);
    return modules;
  };
  const packages = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length > 0) {
    const from = queue.shift()!;
    if (BUILT_AS_DATA.has(from)) continue;
    for (const specifier of runtimeImportsOf(from, readFileSync(resolve(ROOT, from), 'utf8'))) {
      if (!specifier.startsWith('.')) {
        const name = specifier.startsWith('@')
          ? specifier.split('/').slice(0, 2).join('/')
          : specifier.split('/')[0]!;
        if (!packages.has(name)) packages.set(name, chain(from));
        continue;
      }
      const resolved = ts.resolveModuleName(
        specifier,
        resolve(ROOT, from),
        compilerOptions,
        ts.sys,
      ).resolvedModule;
      const to = resolved && relative(ROOT, resolved.resolvedFileName);
      if (!to || !/\.tsx?$/.test(to) || via.has(to)) continue;
      via.set(to, from);
      queue.push(to);
    }
  }
  return { via, chain, packages };
}
