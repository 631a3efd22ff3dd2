import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_HINT } from '../../../shared/language-hint';
import { initialLanguage, storedLanguage, storeLanguage } from './language';

function hint(content: string) {
  const meta = document.createElement('meta');
  meta.name = LANGUAGE_HINT;
  meta.content = content;
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelectorAll(`meta[name="${LANGUAGE_HINT}"]`).forEach((m) => m.remove());
  storeLanguage(undefined);
});

describe('the language a page starts in', () => {
  // happy-dom's navigator says en-US, so a hint of Spanish is what makes the page Spanish here.
  it('is the one the host says the console was last shown in, when the page chose none', () => {
    expect(initialLanguage()).toBe('en');
    hint('es');
    expect(initialLanguage()).toBe('es');
    // Settings then shows Spanish as the choice, not "as the system" beside a Spanish screen.
    expect(storedLanguage()).toBe('es');
  });

  it('is the page’s own choice before the host’s hint', () => {
    hint('es');
    storeLanguage('en');
    expect(initialLanguage()).toBe('en');
  });

  it('ignores a hint naming a language the console does not offer', () => {
    hint('fr');
    expect(initialLanguage()).toBe('en');
  });
});
