import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadedResources, onAreaLoaded } from './catalogs';
import { initialLanguage, storeLanguage } from './language';
import type { Language } from './messages';

/**
 * One i18next instance for the app; tests make their own with `createI18n('es')`. It starts
 * with the messages loaded so far and takes each area's messages as its screen fetches them.
 */
export function createI18n(language: Language = initialLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: loadedResources(),
    lng: language,
    fallbackLng: 'en',
    // React escapes what it renders; i18next escaping again would show `&amp;`.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // Said, not defaulted: left to guess, i18next asks of every key whether it reads like a
    // sentence (a regular expression per call), a tenth of the first screen's rendering.
    keySeparator: '.',
    nsSeparator: false,
  });
  onAreaLoaded(({ area, catalog }) => {
    for (const [lng, messages] of Object.entries(catalog))
      instance.addResourceBundle(lng, 'translation', { [area]: messages }, true, true);
  });
  return instance;
}

/** Settings' switch: `undefined` goes back to following the system locale. */
export async function chooseLanguage(instance: I18n, language: Language | undefined) {
  storeLanguage(language);
  await instance.changeLanguage(language ?? initialLanguage());
}
