import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterChip {
  key: string;
  /** What the filter keeps, in words: "Status: Charged". */
  label: string;
  onRemove: () => void;
}

/**
 * A list's filters in one line, so the rows get the window: what is applied shows as chips that
 * remove themselves, and every other filter is one click away in a panel that opens below the
 * bar (it pushes the list down only when asked for, never under a pointer on its way elsewhere).
 * The panel stays in the page while closed, so what was typed there survives closing it.
 */
export function FilterBar({
  chips,
  lead,
  trail,
  children,
}: {
  chips: readonly FilterChip[];
  /** Shown before the toggle: the filter people use most (a search). */
  lead?: ReactNode;
  /** Shown at the end of the bar: a count, an export. */
  trail?: ReactNode;
  /** The panel: every filter, and its Apply and Clear buttons. */
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <div className="filter-bar">
      <div className="filter-bar-row">
        {lead}
        <button
          type="button"
          className="filter-toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((was) => !was)}
        >
          {chips.length > 0
            ? t('frame.filters.moreCount', { count: chips.length })
            : t('frame.filters.more')}
        </button>
        {chips.length > 0 && (
          <ul className="filter-chips" aria-label={t('frame.filters.applied')}>
            {chips.map((chip) => (
              <li key={chip.key} className="filter-chip">
                <span className="filter-chip-label">{chip.label}</span>
                <button
                  type="button"
                  className="filter-chip-remove"
                  aria-label={t('frame.filters.remove', { filter: chip.label })}
                  title={t('frame.filters.remove', { filter: chip.label })}
                  onClick={chip.onRemove}
                />
              </li>
            ))}
          </ul>
        )}
        {trail && <div className="filter-bar-trail">{trail}</div>}
      </div>
      <div id={panelId} className="filter-panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
