import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n/i18n';
import { storedLanguage, systemLanguage } from '../../i18n/language';
import { LANGUAGES, type Language } from '../../i18n/messages';

const SYSTEM = 'system';

/**
 * System, English or Español: the screens change at once and the choice is kept. `inline` is
 * the field alone, for the sign-in screen's header: the person there has not reached Settings.
 */
export function LanguageSwitch({ inline = false }: { inline?: boolean }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState<Language | typeof SYSTEM>(() => storedLanguage() ?? SYSTEM);
  const onChange = (value: string) => {
    const language = LANGUAGES.find((l) => l === value);
    setChoice(language ?? SYSTEM);
    void chooseLanguage(i18n, language);
  };
  const field = (
    <div className={inline ? 'field header-language' : 'field'}>
      <label htmlFor={id}>
        {inline ? t('common.language.label') : t('common.language.choose')}
      </label>
      <select id={id} value={choice} onChange={(event) => onChange(event.target.value)}>
        <option value={SYSTEM}>
          {t('common.language.system', {
            language: t(`common.language.named.${systemLanguage()}`),
          })}
        </option>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`common.language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
  if (inline) return field;
  return (
    <section aria-labelledby={`${id}-title`} className="language-switch">
      <h2 id={`${id}-title`}>{t('common.language.label')}</h2>
      {field}
    </section>
  );
}
