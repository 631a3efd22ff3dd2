import { useRef, useState } from 'react';

/**
 * The reference support will ask for. The clipboard can be refused (permissions, an old
 * WebView), so the fallback selects the text for Ctrl+C rather than failing silently.
 */
export function CopyReference({ reference }: { reference: string }) {
  const text = useRef<HTMLElement>(null);
  const [note, setNote] = useState('');
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
      setNote('Copied');
    } catch {
      selectText();
      setNote('Selected: press Ctrl+C to copy it');
    }
  };
  return (
    <p className="pos-reference">
      Reference: <code ref={text}>{reference}</code>{' '}
      <button type="button" onClick={() => void copy()}>
        Copy reference
      </button>{' '}
      <span role="status" className="muted">
        {note}
      </span>
    </p>
  );
}
