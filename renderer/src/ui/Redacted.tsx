import { useTranslation } from 'react-i18next';
import { redactedParts } from '../lib/redacted-parts';

/**
 * Text that may hold main's redaction marker, with each marker said in the person's language
 * ("[oculto]", "[CVV oculto]" where a card's security code was) and why on hover: the one way a
 * screen shows what the console hid. What the marker stands for never reached this page.
 */
export function RedactedText({ text }: { text: string }) {
  const { t } = useTranslation();
  const parts = redactedParts(text);
  if (parts.length === 1 && 'text' in parts[0]!) return <>{text}</>;
  return (
    <>
      {parts.map((part, i) =>
        'text' in part ? (
          <span key={i}>{part.text}</span>
        ) : (
          <abbr key={i} title={t('common.redacted.hint')}>
            {t(part.hidden === 'cvv' ? 'common.redacted.cvv' : 'common.redacted.mark')}
          </abbr>
        ),
      )}
    </>
  );
}
