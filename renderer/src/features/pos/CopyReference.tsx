import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The reference support will ask for. The clipboard can be refused (permissions, an old
 * WebView), so the fallback selects the text for Ctrl+C rather than failing silently.
 */
export function CopyReference({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const text = useRef<HTMLElement>(null);
  const [note, setNote] = useState<'copied' | 'selected'>();
  const selectText = () => {
    const node = text.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      setNote('copied');
    } catch {
      selectText();
      setNote('selected');
    }
  };
  return (
    <p className="pos-reference">
      {t('pos.reference.label')} <code ref={text}>{reference}</code>{' '}
      <button type="button" onClick={() => void copy()}>
        {t('pos.reference.copy')}
      </button>{' '}
      <span role="status" className="muted">
        {note ? t(`pos.reference.${note}`) : ''}
      </span>
    </p>
  );
}
