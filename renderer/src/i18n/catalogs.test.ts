import { describe, expect, it, vi } from 'vitest';

/** A fresh module graph: the test setup has already loaded every area into the shared one. */
async function freshI18n() {
  vi.resetModules();
  const catalogs = await import('./catalogs');
  const { createI18n } = await import('./i18n');
  return { ...catalogs, createI18n };
}

describe('message catalogs loaded with their screens', () => {
  it('starts with the first screen’s areas only, in both languages', async () => {
    const { loadedResources, FIRST_SCREEN_AREAS } = await freshI18n();
    const resources = loadedResources();
    expect(Object.keys(resources.en.translation).sort()).toEqual([...FIRST_SCREEN_AREAS].sort());
    expect(Object.keys(resources.es.translation).sort()).toEqual([...FIRST_SCREEN_AREAS].sort());
  });

  it('names the Unknown outcomes page’s words for that page: "operations" are only the API’s', async () => {
    const { LAZY_AREAS, loadAreas, createI18n } = await freshI18n();
    expect(LAZY_AREAS).toContain('unknownOutcomes');
    expect(LAZY_AREAS).not.toContain('operations');
    await loadAreas(['unknownOutcomes']);
    expect(createI18n('en').t('unknownOutcomes.page.title')).toBe('Unknown outcomes');
  });

  it('gives an area’s messages, in both languages, to instances made before and after', async () => {
    const { loadAreas, createI18n } = await freshI18n();
    const before = createI18n('es');
    expect(before.exists('payments.list.title')).toBe(false);

    await loadAreas(['payments', 'money']);

    expect(before.t('payments.list.title')).toBe('Pagos');
    expect(before.t('money.outcome.approved')).toBe('Aprobado');
    expect(before.exists('users.lookup.title')).toBe(false);
    expect(createI18n('en').t('payments.list.title')).toBe('Payments');
    // The other language came in the same chunk: switching shows it at once.
    await before.changeLanguage('en');
    expect(before.t('money.outcome.approved')).toBe('Approved');
  });

  it('fetches an area once however many screens ask for it', async () => {
    const { loadAreas, loadedResources } = await freshI18n();
    await Promise.all([loadAreas(['users']), loadAreas(['users', 'users'])]);
    await loadAreas(['users']);
    expect(Object.keys(loadedResources().en.translation).filter((a) => a === 'users')).toEqual([
      'users',
    ]);
  });
});
