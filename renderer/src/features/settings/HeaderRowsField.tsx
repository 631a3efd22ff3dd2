import { useState } from 'react';
import { newRow, type HeaderRow } from './header-rows';
import { useTranslation } from 'react-i18next';

const HINT_ID = 'header-rows-hint';

/** A small key/value editor; the form turns the rows into the profile's `extraHeaders` record. */
export function HeaderRowsField({
  rows,
  onChange,
  problems,
  showAll,
}: {
  rows: readonly HeaderRow[];
  onChange: (rows: HeaderRow[]) => void;
  problems: ReadonlyMap<number, string>;
  /** After a submit attempt every problem shows; before it, only those of rows left. */
  showAll: boolean;
}) {
  const [left, setLeft] = useState<ReadonlySet<number>>(new Set());
  const { t } = useTranslation();
  const update = (key: number, change: Partial<HeaderRow>) =>
    onChange(rows.map((r) => (r.key === key ? { ...r, ...change } : r)));
  return (
    <fieldset className="header-rows">
      <legend>{t('settings.headers.legend')}</legend>
      <p className="hint" id={HINT_ID}>
        {t('settings.headers.hint')}
      </p>
      {rows.map((row, i) => {
        const problem = showAll || left.has(row.key) ? problems.get(row.key) : undefined;
        const errorId = `header-row-${row.key}-error`;
        const described = [HINT_ID, ...(problem ? [errorId] : [])].join(' ');
        return (
          <div
            key={row.key}
            className="header-row"
            onBlur={() => setLeft(new Set(left).add(row.key))}
          >
            <div className="field-row">
              <div className="field">
                <label htmlFor={`header-${row.key}-name`}>
                  {t('settings.headers.name', { n: i + 1 })}
                </label>
                <input
                  id={`header-${row.key}-name`}
                  value={row.name}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={described}
                  onChange={(e) => update(row.key, { name: e.target.value })}
                />
              </div>
              <div className="field">
                <label htmlFor={`header-${row.key}-value`}>
                  {t('settings.headers.value', { n: i + 1 })}
                </label>
                <input
                  id={`header-${row.key}-value`}
                  value={row.value}
                  autoComplete="off"
                  spellCheck={false}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={described}
                  onChange={(e) => update(row.key, { value: e.target.value })}
                />
              </div>
              <button
                type="button"
                className="header-row-remove"
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                {t('settings.headers.remove', { n: i + 1 })}
              </button>
            </div>
            {problem && (
              <p id={errorId} className="field-error" role="alert">
                {problem}
              </p>
            )}
          </div>
        );
      })}
      <button type="button" onClick={() => onChange([...rows, newRow()])}>
        {t('settings.headers.add')}
      </button>
    </fieldset>
  );
}
