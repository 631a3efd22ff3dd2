import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal confirmation on the native <dialog>: focus is trapped and Escape cancels, without a
 * library. The confirm button names the action ("Remove card"), never a bare "OK".
 *
 * Focus opens on the safe choice when the action is dangerous, so an Enter pressed out of habit
 * cancels rather than moves money, and goes back to whatever opened the dialog when it closes,
 * so keyboard users are not dropped at the top of the page.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel,
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** null: a dialog that only informs, whose one button (and Escape) closes it. */
  cancelLabel?: string | null;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      dialog.showModal?.();
      if (danger) cancelButton.current?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      restoreFocus(opener.current);
      opener.current = null;
    }
  }, [open, danger]);
  // Unmounting while open (the page navigated away) closes the dialog too.
  useEffect(() => () => restoreFocus(opener.current), []);
  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      <div className="confirm-dialog-body">{children}</div>
      <div className="form-actions">
        <button
          type="button"
          className={danger ? 'button-danger' : 'button-primary'}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {confirmLabel}
        </button>
        {cancelLabel !== null && (
          <button ref={cancelButton} type="button" onClick={onCancel} disabled={busy}>
            {cancelLabel ?? t('frame.dialog.cancel')}
          </button>
        )}
      </div>
    </dialog>
  );
}

/** Back to the opener, if it is still on the page and can take focus. */
function restoreFocus(opener: HTMLElement | null) {
  if (opener?.isConnected) opener.focus();
}
