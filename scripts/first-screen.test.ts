import { describe, expect, it } from 'vitest';
import { modulesLoadedBy, packagesLoadedBy } from './module-graph';

/*
 * Every package the first screen imports is fetched, parsed and run before its rows can show
 * (bench:startup). Those only other screens use are kept behind an `import()`; a new static
 * import that pulls one back in is named here with the modules that lead to it.
 */
const FIRST_SCREEN = 'renderer/src/main.tsx';
const LATER_ONLY = ['react-hook-form', '@hookform/resolvers'];

// Parsing a few hundred sources takes seconds on a busy machine.
describe('what the first screen loads', { timeout: 30_000 }, () => {
  it('sees a package through the modules that import it, and not through import()', () => {
    expect(packagesLoadedBy('renderer/src/app/LocalUnlock.tsx').get('react-hook-form')).toEqual([
      'renderer/src/app/LocalUnlock.tsx',
    ]);
    const first = packagesLoadedBy(FIRST_SCREEN);
    expect(first.get('react-dom')).toEqual([FIRST_SCREEN]);
    expect(first.get('react')?.[0]).toBe(FIRST_SCREEN);
  });

  it('leaves the operations’ modules, and their schemas, to the screens that send them', () => {
    const first = modulesLoadedBy(FIRST_SCREEN);
    const operations = [...first]
      .filter(([module]) => /^shared\/operations\/(registry|[a-z]+-[a-z-]+)\.ts$/.test(module))
      .map(([, chain]) => chain.toReversed().join(' <- '));
    expect(operations).toEqual([]);
    // The names and words they give the frame come as data (facts.ts), not through them.
    expect(first.has('shared/operations/facts.ts')).toBe(true);
  });

  it('leaves the form library to the screens with forms', () => {
    const first = packagesLoadedBy(FIRST_SCREEN);
    const pulledIn = LATER_ONLY.filter((name) => first.has(name)).map(
      (name) => `${name} <- ${first.get(name)!.toReversed().join(' <- ')}`,
    );
    expect(pulledIn).toEqual([]);
  });
});
