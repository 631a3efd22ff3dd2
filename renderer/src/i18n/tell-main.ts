import type { i18n as I18n } from 'i18next';
import { LANGUAGES } from './messages';

/**
 * Main shows some words itself (Electron's production dialog, the browser host's terminal), so
 * it is told the language this page shows: now, and on every change. Without the bridge (a
 * broken start) or on a failure, main keeps English: the page's own words are unaffected.
 */
export function tellMainTheLanguage(i18n: I18n): () => void {
  const tell = (chosen: string) => {
    const language = LANGUAGES.find((l) => l === chosen) ?? 'en';
    const bridge = (window as Partial<Window>).api;
    void bridge?.app.setLanguage({ language }).catch(() => undefined);
  };
  tell(i18n.language);
  i18n.on('languageChanged', tell);
  return () => i18n.off('languageChanged', tell);
}
