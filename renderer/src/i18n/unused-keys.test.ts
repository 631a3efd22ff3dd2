import { describe, expect, it } from 'vitest';
import { en } from './en';

/*
 * A catalog entry no code reads is a sentence a translator keeps up for nothing, and one that
 * reads like a screen's words while no screen shows it. Every key must be named somewhere: as
 * its whole text (`t('frame.list.loading')`), or by a template a key is built from
 * (`` t(`money.operation.${kind}`) ``, whose parts the typed key lists hold).
 */

/** Every source that can name a key: the page's, and the shared reasons main sends it. */
const SOURCES = import.meta.glob<string>(
  [
    '/renderer/src/**/*.{ts,tsx}',
    '/shared/**/*.ts',
    '!**/*.test.{ts,tsx}',
    '!/renderer/src/i18n/areas/**',
    '!/renderer/src/i18n/{en,es}.ts',
  ],
  { query: '?raw', import: 'default', eager: true },
);

const PLURAL = /_(zero|one|two|few|many|other)$/;

function leavesOf(tree: object, path: string[] = []): string[] {
  return Object.entries(tree).flatMap(([name, value]) =>
    typeof value === 'object' && value !== null
      ? leavesOf(value as object, [...path, name])
      : [[...path, name].join('.')],
  );
}

/**
 * The keys named in the code: whole ones, and the patterns of built ones, each template literal
 * read as its literal parts around any value (`` `${area}.apiValue.${code}` ``). A template
 * names keys only if a literal part has a dot and a letter, so `` `${a}.${b}` `` names none.
 */
export function namedKeys(texts: readonly string[]): { whole: Set<string>; built: RegExp[] } {
  const whole = new Set<string>();
  const built: RegExp[] = [];
  for (const text of texts) {
    for (const [, key] of text.matchAll(/['"`]([A-Za-z][\w-]*(?:\.[\w-]+)+)['"`]/g))
      whole.add(key!);
    for (const [template] of text.matchAll(/`[^`]*\$\{[^`]*`/g)) {
      const parts = template.slice(1, -1).split(/\$\{[^}]*\}/);
      if (!parts.some((part) => /\.[\w-]*[A-Za-z]|[A-Za-z][\w-]*\./.test(part))) continue;
      if (parts.some((part) => !/^[\w.-]*$/.test(part))) continue;
      const escaped = parts.map((part) => part.replaceAll('.', '\\.'));
      built.push(new RegExp(`^${escaped.join('[\\w-]+(?:\\.[\\w-]+)*')}$`));
    }
  }
  return { whole, built };
}

export function unusedKeys(catalog: object, texts: readonly string[]): string[] {
  const { whole, built } = namedKeys(texts);
  return leavesOf(catalog).filter((key) => {
    const base = key.replace(PLURAL, '');
    return !whole.has(base) && !built.some((pattern) => pattern.test(base));
  });
}

describe('catalog keys the code never reads', () => {
  it('are found, whether a key is named whole or built from a prefix', () => {
    const catalog = {
      a: { used: 'x', built: { one: 'y' }, count_other: 'z', stale: 'w', value: { OK: 'v' } },
      b: { value: { OK: 'v' }, words: { OK: 'w' } },
    };
    const texts = [
      "t('a.used'); t(`a.built.${k}`); t('a.count', { count })",
      'const key = `${area}.value.${code}`; const path = `${a}.${b}`;',
    ];
    expect(unusedKeys(catalog, texts)).toEqual(['a.stale', 'b.words.OK']);
  });

  it('are none: every English (and so Spanish) key is read by some code', () => {
    expect(Object.keys(SOURCES).length).toBeGreaterThan(100);
    expect(unusedKeys(en, Object.values(SOURCES))).toEqual([]);
  });
});
