import { describe, expect, it } from 'vitest';
import { en } from './en';
import { es } from './es';
import { createI18n } from './i18n';
import { systemLanguage } from './language';
import { formatCompactMoment, formatDateTime, formatRelative } from './format';

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

function leaves(tree: object): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
}

describe('message catalogs', () => {
  it('Spanish and English have exactly the same keys', () => {
    const english = keysOf(en).sort();
    const spanish = keysOf(es).sort();
    expect(spanish.filter((k) => !english.includes(k))).toEqual([]);
    expect(english.filter((k) => !spanish.includes(k))).toEqual([]);
  });

  it('has no empty message and keeps the same {{placeholders}} in both languages', () => {
    for (const text of [...leaves(en), ...leaves(es)]) expect(text.trim()).not.toBe('');
    const placeholders = (tree: object) =>
      keysOf(tree).map((key) => {
        const text = key.split('.').reduce<unknown>((node, k) => (node as never)[k], tree);
        return `${key}:${[...String(text).matchAll(/{{(\w+)}}/g)].map((m) => m[1]).sort()}`;
      });
    expect(placeholders(es).sort()).toEqual(placeholders(en).sort());
  });

  it('says when the simulator clock settles a capture once, in both languages', () => {
    // It used to read "A capture the reference dialect settles later settles once…".
    const en_ = en.simulator.clock.hint;
    const es_ = es.simulator.clock.hint;
    expect(en_.match(/\bsettles\b/g)).toHaveLength(1);
    expect(en_).toMatch(/^In the reference dialect a capture is not settled at once/);
    expect(es_.match(/\bse liquida\b/g)).toHaveLength(1);
    expect(es_).toMatch(/^En el dialecto de referencia un cobro no queda liquidado en el momento/);
  });

  it('speaks the chosen language', () => {
    expect(createI18n('es').t('common.language.label')).toBe('Idioma');
    expect(createI18n('en').t('common.language.label')).toBe('Language');
  });
});

describe('the system locale', () => {
  it('is Spanish for every es-* locale and English otherwise', () => {
    expect(systemLanguage(['es-CO'])).toBe('es');
    expect(systemLanguage(['es-419', 'en'])).toBe('es');
    expect(systemLanguage(['es'])).toBe('es');
    expect(systemLanguage(['en-US', 'es'])).toBe('en');
    expect(systemLanguage(['pt-BR'])).toBe('en');
    expect(systemLanguage(['estonian-like-garbage'])).toBe('en');
  });
});

describe('dates through Intl', () => {
  it('writes dates and relative times in the chosen language', () => {
    const at = new Date('2026-11-22T14:05:00Z');
    expect(formatDateTime(at, 'en')).toMatch(/2026/);
    const now = new Date('2026-11-22T14:08:00Z');
    expect(formatRelative(at, 'en', now)).toBe('3 min. ago');
    expect(formatRelative(at, 'es', now)).toBe('hace 3 min');
    // Ahead of this clock (a simulator's clock moved forward): never "in 9 min", never "dentro de".
    const ahead = new Date('2026-11-22T14:17:00Z');
    expect(formatRelative(ahead, 'es', now)).toBe(formatDateTime(ahead, 'es'));
    expect(formatRelative(ahead, 'en', now)).toBe(formatDateTime(ahead, 'en'));
    expect(formatRelative(new Date('2026-11-22T14:08:20Z'), 'es', now)).toBe('ahora');
    expect(formatRelative(new Date('2026-11-22T14:08:20Z'), 'en', now)).toBe('now');
    expect(formatDateTime('not a date', 'en')).toBe('not a date');
  });

  it('a narrow column gets the time of day for today and the short date before, never both cut', () => {
    const now = new Date(2026, 10, 22, 18, 0, 0);
    const today = new Date(2026, 10, 22, 14, 5, 9);
    const before = new Date(2026, 10, 21, 23, 59, 0);
    expect(formatCompactMoment(today, 'en', now)).toBe('2:05:09 PM');
    expect(formatCompactMoment(today, 'es', now)).toBe('2:05:09 p.m.');
    expect(formatCompactMoment(before, 'en', now)).toBe('11/21/26');
    expect(formatCompactMoment(before, 'es', now)).toBe('21/11/26');
    for (const text of [
      formatCompactMoment(today, 'en', now),
      formatCompactMoment(before, 'es', now),
    ])
      expect(text.length).toBeLessThanOrEqual(12);
  });
});

describe('the store manager’s screen', () => {
  it('has one name in the navigation, its title and the shortcut list, in each language', () => {
    for (const catalog of [en, es]) {
      expect(catalog.frame.nav.pos).toBe(catalog.pos.title);
    }
    const help = createI18n('es').t('frame.help.openArea', { area: es.frame.nav.pos });
    expect(help).toContain('Anular o devolver un pago');
  });
});

describe('a time that ends a sentence', () => {
  // Spanish times end in their own full stop ("6:43 a. m."); these are the params that carry one.
  const MOMENTS = new Set(['time', 'when', 'date', 'from', 'to', 'at']);

  it.each([
    ['es', '6:43 a. m.'],
    ['es', '1 ene 2026, 6:43 p.m.'],
    ['en', 'Jan 1, 2026, 6:43 PM'],
  ] as const)(
    'never doubles the full stop after one, in any message (%s, "%s")',
    (language, time) => {
      const catalog = language === 'es' ? es : en;
      // Every area, not only the first screen's, through the app's own i18next settings.
      const i18n = createI18n(language);
      i18n.addResourceBundle(language, 'translation', catalog, true, true);
      const doubled = keysOf(catalog)
        .map((key) => {
          const message = key
            .split('.')
            .reduce<unknown>(
              (tree, part) => (tree as Record<string, unknown>)[part],
              catalog,
            ) as string;
          const params = Object.fromEntries(
            [...message.matchAll(/\{\{(\w+)\}\}/g)].map(([, name]) => [
              name!,
              MOMENTS.has(name!) ? time : 'x',
            ]),
          );
          return [key, i18n.t(key as never, params) as unknown as string] as const;
        })
        .filter(([, said]) => /\.\./.test(said));
      expect(doubled).toEqual([]);
    },
  );

  it('the team store’s retry time still ends its sentence once', () => {
    const said = createI18n('es').t('team.settings.states.backing_off', {
      records: '4',
      time: '6:43 a. m.',
    });
    expect(said).toBe('El almacén no responde; 4 en espera (próximo intento: 6:43 a. m.).');
  });
});
