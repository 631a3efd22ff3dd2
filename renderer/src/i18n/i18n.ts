import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './en';
import { es } from './es';
import { initialLanguage, storeLanguage } from './language';
import type { Language } from './messages';

export const resources = { en: { translation: en }, es: { translation: es } } as const;

/** One i18next instance for the app; tests make their own with `createI18n('es')`. */
export function createI18n(language: Language = initialLanguage()): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: 'en',
    // React escapes what it renders; i18next escaping again would show `&amp;`.
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

/** Settings' switch: `undefined` goes back to following the system locale. */
export async function chooseLanguage(instance: I18n, language: Language | undefined) {
  storeLanguage(language);
  await instance.changeLanguage(language ?? initialLanguage());
}
