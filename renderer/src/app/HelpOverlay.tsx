import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { AREAS } from './areas';
import { GENERAL_SHORTCUTS } from './shortcuts';

/** Every keyboard shortcut, generated from the same lists the handlers use. */
export function HelpOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      title={t('frame.help.title')}
      confirmLabel={t('frame.help.close')}
      cancelLabel={null}
      onConfirm={onClose}
      onCancel={onClose}
    >
      <table className="shortcut-table">
        <caption className="visually-hidden">{t('frame.help.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('frame.help.keys')}</th>
            <th scope="col">{t('frame.help.does')}</th>
          </tr>
        </thead>
        <tbody>
          {AREAS.map((a) => (
            <tr key={a.name}>
              <td>
                <kbd>{t('frame.help.altKey', { key: a.key.toUpperCase() })}</kbd>
              </td>
              <td>{t('frame.help.openArea', { area: t(`frame.nav.${a.name}`) })}</td>
            </tr>
          ))}
          {GENERAL_SHORTCUTS.map((s) => (
            <tr key={s.keys}>
              <td>
                <kbd>{s.keys}</kbd>
              </td>
              <td>{t(`frame.help.${s.what}`)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ConfirmDialog>
  );
}
