import { useEffect } from 'react';
import { AREAS } from './areas';
import { go } from './router';

/** The shortcuts the help overlay lists; `AREAS` adds Alt + its key for each area. */
export const GENERAL_SHORTCUTS = [
  { keys: 'Ctrl+Enter', what: 'Submit the form you are in' },
  { keys: '?', what: 'Show or hide this list' },
  { keys: 'Escape', what: 'Close a dialog or this list' },
] as const;

function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
}

/**
 * One listener for the whole app: Alt + key opens an area, Ctrl/Cmd + Enter submits the form
 * holding the focus (through requestSubmit, so validation and the busy state apply), and "?"
 * toggles the help. Nothing fires while a modal dialog is open, except what the dialog handles.
 */
export function useShortcuts(toggleHelp: () => void) {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (document.querySelector('dialog[open]')) return;
      if (event.altKey && !event.ctrlKey && !event.metaKey) {
        const area = AREAS.find((a) => a.key === event.key.toLowerCase());
        if (area) {
          event.preventDefault();
          go(area.area);
        }
        return;
      }
      if ((event.ctrlKey || event.metaKey) && event.key === 'Enter') {
        const form = (event.target as HTMLElement | null)?.closest?.('form');
        if (form) {
          event.preventDefault();
          form.requestSubmit();
        }
        return;
      }
      if (event.key === '?' && !typingIn(event.target)) {
        event.preventDefault();
        toggleHelp();
      }
    }
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [toggleHelp]);
}
