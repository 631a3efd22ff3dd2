import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PersonLanguages } from './languages';
import { RememberedLanguage } from './remembered-language';

const folder = () => mkdtempSync(join(tmpdir(), 'language-'));

describe('the language the console was last shown in', () => {
  it('is kept across launches: a later start on the same folder knows it', () => {
    const dir = folder();
    expect(new RememberedLanguage(dir).current()).toBeUndefined();
    new PersonLanguages(new RememberedLanguage(dir)).set('browser', 'es');
    expect(new PersonLanguages(new RememberedLanguage(dir)).remembered()).toBe('es');
    expect(JSON.parse(readFileSync(join(dir, 'language.json'), 'utf8'))).toEqual({
      language: 'es',
    });
  });

  it('is what main speaks to a page that has not said its language yet', () => {
    const dir = folder();
    new RememberedLanguage(dir).remember('es');
    const languages = new PersonLanguages(new RememberedLanguage(dir));
    expect(languages.of('browser')).toBe('es');
    languages.set('window:1', 'en');
    expect(languages.of('window:1')).toBe('en');
    expect(new PersonLanguages().of('browser')).toBe('en');
  });

  it('is the last one said, whichever page said it', () => {
    const dir = folder();
    const languages = new PersonLanguages(new RememberedLanguage(dir));
    languages.set('window:1', 'es');
    languages.set('window:2', 'en');
    expect(new RememberedLanguage(dir).current()).toBe('en');
  });

  it.each([
    ['not JSON', '{"language":'],
    ['a language the console does not offer', '{"language":"fr"}'],
    ['another shape', '["es"]'],
  ])('is unknown when the file holds %s, and the next choice replaces it', (_, text) => {
    const dir = folder();
    writeFileSync(join(dir, 'language.json'), text);
    const memory = new RememberedLanguage(dir);
    expect(memory.current()).toBeUndefined();
    memory.remember('es');
    expect(new RememberedLanguage(dir).current()).toBe('es');
  });

  it('never fails the call that said it when the folder cannot be written', () => {
    const file = join(folder(), 'not-a-folder');
    writeFileSync(file, '');
    const languages = new PersonLanguages(new RememberedLanguage(file));
    expect(() => languages.set('browser', 'es')).not.toThrow();
    expect(languages.of('browser')).toBe('es');
  });
});
