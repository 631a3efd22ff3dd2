import { useEffect } from 'react';
import { AREAS } from './areas';
import { go } from './router';

/** The shortcuts the help overlay lists; `AREAS` adds Alt + its key for each area. */
export const GENERAL_SHORTCUTS = [
  { keys: 'Ctrl+K', what: 'search' },
  { keys: 'Ctrl+Enter', what: 'submit' },
  { keys: '?', what: 'toggle' },
  { keys: 'Escape', what: 'escape' },
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
export function useShortcuts(toggleHelp: () => void, focusSearch?: () => void) {
  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (document.querySelector('dialog[open]')) return;
      if (event.altKey && !event.ctrlKey && !event.metaKey) {
        const area = AREAS.find((a) => a.key === event.key.toLowerCase());
        if (area) {
          event.preventDefault();
          go({ to: area.path });
        }
        return;
      }
      // Ctrl+K works while typing too: it is how people leave a field for the search.
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && focusSearch) {
        event.preventDefault();
        focusSearch();
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
  }, [toggleHelp, focusSearch]);
}
