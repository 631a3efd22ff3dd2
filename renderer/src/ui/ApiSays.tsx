import { useTranslation } from 'react-i18next';

/**
 * An answer's own words (a response code's description, a status detail), quoted as the API's
 * so nobody reads them as the console's; screens that show them load the money area.
 */
export function ApiSays({ text }: { text: string }) {
  const { t } = useTranslation();
  return <>{t('money.apiSays', { text })}</>;
}
