/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_AREAS, LAZY_AREAS, type Area } from '../i18n/catalogs';

/**
 * A screen renders only once the areas it names in routes.tsx are loaded; a key of an area it
 * forgot would show untranslated. So the names are checked against the code: every module a
 * screen imports (statically, through any depth) is read for message keys (`'area.` or
 * `` `area. `` at the start of a string), and each key's area must be loaded for it.
 */
const AREAS: Area[] = [...FIRST_SCREEN_AREAS, ...LAZY_AREAS];
const keyPattern = new RegExp(`['"\`](${AREAS.join('|')})\\.(?=[\\w$])`, 'g');

/** The renderer's sources by path from `src/` (`app/routes.tsx`); tests are left out. */
const sources: Record<string, string> = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>(['/renderer/src/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([path, code]) => [path.replace(/^\/renderer\/src\//, ''), code]),
);
const readSource = (file: string) => sources[file]!;

function resolveImport(from: string, specifier: string): string | undefined {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  const base = parts.join('/');
  return ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((path) => path in sources);
}

/** The areas whose keys the module and everything it statically imports use. */
function areasUsedFrom(entry: string): Set<string> {
  const seen = new Set<string>();
  const used = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readSource(file);
    for (const [, area] of code.matchAll(keyPattern)) used.add(area!);
    for (const [, specifier] of code.matchAll(/^import\s+(?!type\b)[^;]*?from\s+'(\.[^']+)'/gms)) {
      const target = resolveImport(file, specifier!);
      if (target && !target.startsWith('i18n/areas/')) visit(target);
    }
  };
  visit(entry);
  return used;
}

const screens = [
  ...readSource('app/routes.tsx').matchAll(/import\('(\.[^']+)'\),\s*'(\w+)',\s*\[([^\]]*)\]/g),
].map(([, path, name, areas]) => ({
  name: name!,
  file: resolveImport('app/routes.tsx', path!)!,
  areas: [...areas!.matchAll(/'(\w+)'/g)].map(([, area]) => area!),
}));

describe('the message areas each screen loads', () => {
  it('finds every lazy screen in routes.tsx', () => {
    const declared = readSource('app/routes.tsx').match(/=\s*lazyScreen</g);
    expect(screens).toHaveLength(declared!.length);
    expect(screens.every((s) => s.file)).toBe(true);
  });

  it.each(screens.map((s) => [s.name, s] as const))(
    '%s loads every area whose keys it uses',
    (_, screen) => {
      const available = new Set<string>([...FIRST_SCREEN_AREAS, ...screen.areas]);
      expect([...areasUsedFrom(screen.file)].filter((a) => !available.has(a))).toEqual([]);
    },
  );

  it('the first screen uses only the areas it ships with', () => {
    const used = [...areasUsedFrom('main.tsx')];
    expect(used.filter((a) => !(FIRST_SCREEN_AREAS as string[]).includes(a))).toEqual([]);
  });

  it('sees keys written in either quote and in templates', () => {
    expect('x = t(`payments.${kind}`) + t("users.title")'.match(keyPattern)).toEqual([
      '`payments.',
      '"users.',
    ]);
  });
});
