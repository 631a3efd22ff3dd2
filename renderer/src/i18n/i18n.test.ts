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
  it('keeps one full stop in Spanish, where the time ends in "p. m."', () => {
    const at = new Date(2026, 10, 21, 15, 5);
    const time = new Intl.DateTimeFormat('es-419', { timeStyle: 'short' }).format(at);
    expect(time).toMatch(/m\.$/);
    const said = createI18n('es').t('team.settings.states.backing_off', { count: 4, time });
    expect(said).toMatch(/a las 3:05\s?p\.\s?m\.$/u);
    expect(said).not.toMatch(/\.\.$/);
  });
});
