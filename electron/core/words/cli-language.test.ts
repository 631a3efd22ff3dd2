import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliLanguage, defaultDataFolder, localeLanguage } from './cli-language';
import { RememberedLanguage } from './remembered-language';

const folder = () => mkdtempSync(join(tmpdir(), 'cli-language-'));

describe('the language a command line speaks', () => {
  it('is the one the console was last shown in, over the terminal’s', () => {
    const dir = folder();
    new RememberedLanguage(dir).remember('es');
    expect(cliLanguage({ LANG: 'en_US.UTF-8' }, dir)).toBe('es');
    new RememberedLanguage(dir).remember('en');
    expect(cliLanguage({ LANG: 'es_CO.UTF-8' }, dir)).toBe('en');
  });

  it('is the terminal’s where the console has not been shown, ranked as POSIX ranks them', () => {
    expect(cliLanguage({ LANG: 'es_CO.UTF-8' }, folder())).toBe('es');
    expect(localeLanguage({ LC_ALL: 'es_ES.UTF-8', LANG: 'en_US.UTF-8' })).toBe('es');
    expect(localeLanguage({ LC_ALL: '', LC_MESSAGES: 'en_GB', LANG: 'es_ES' })).toBe('en');
    expect(cliLanguage({ LANG: 'C' }, folder())).toBe('en');
    expect(cliLanguage({ LANG: 'fr_FR.UTF-8' }, folder())).toBe('en');
  });

  it('reads the browser host’s data folder when none is named', () => {
    const xdg = folder();
    expect(defaultDataFolder({ XDG_DATA_HOME: xdg })).toBe(join(xdg, 'payments-console'));
    new RememberedLanguage(join(xdg, 'payments-console')).remember('es');
    expect(cliLanguage({ XDG_DATA_HOME: xdg, LANG: 'C' })).toBe('es');
  });
});
