import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AREAS } from './areas';
import { GENERAL_SHORTCUTS } from './shortcuts';

/** Every keyboard shortcut, generated from the same lists the handlers use. */
export function HelpOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Keyboard shortcuts"
      confirmLabel="Close"
      cancelLabel="Close help"
      onConfirm={onClose}
      onCancel={onClose}
    >
      <table className="shortcut-table">
        <caption className="visually-hidden">Keyboard shortcuts</caption>
        <thead>
          <tr>
            <th scope="col">Keys</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {AREAS.map((a) => (
            <tr key={a.area}>
              <td>
                <kbd>Alt+{a.key.toUpperCase()}</kbd>
              </td>
              <td>Open {a.label}</td>
            </tr>
          ))}
          {GENERAL_SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <td>
                <kbd>{s.keys}</kbd>
              </td>
              <td>{s.what}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConfirmDialog>
  );
}
