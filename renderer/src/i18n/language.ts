import { LANGUAGE_HINT } from '../../../shared/language-hint';
import { LANGUAGES, type Language } from './messages';

const STORAGE_KEY = 'payments-console.language';

/** A person's explicit choice in Settings; absent means "follow the system". */
export function storedLanguage(): Language | undefined {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return LANGUAGES.find((l) => l === value);
  } catch {
    return undefined;
  }
}

export function storeLanguage(language: Language | undefined) {
  try {
    if (language) globalThis.localStorage?.setItem(STORAGE_KEY, language);
    else globalThis.localStorage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy settings); the choice then lasts for this run.
  }
}

/** es-CO, es-419, es → Spanish; anything else → English. */
export function systemLanguage(
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): Language {
  const first = preferred[0] ?? globalThis.navigator?.language ?? 'en';
  return /^es(?:-|$)/i.test(first) ? 'es' : 'en';
}

/**
 * The language the console was last shown in, as the browser host writes it into the page: the
 * page's own storage belongs to its address, and the host's port changes between launches.
 */
export function hostLanguage(): Language | undefined {
  const hint = globalThis.document?.querySelector(`meta[name="${LANGUAGE_HINT}"]`);
  return LANGUAGES.find((l) => l === hint?.getAttribute('content'));
}

export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const hinted = hostLanguage();
  // Adopted as this page's choice, so Settings shows the language the page is in, not "system".
  if (hinted) storeLanguage(hinted);
  return hinted ?? systemLanguage();
}
