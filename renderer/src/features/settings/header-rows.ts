import type { TFunction } from 'i18next';
import { ExtraHeaders } from '../../../../shared/schemas/profile';
import { translateValidation } from '../../i18n/validation';

export interface HeaderRow {
  /** React key: rows are added and removed, so the index cannot be one. */
  key: number;
  name: string;
  value: string;
}

let nextKey = 0;
export const newRow = (name = '', value = ''): HeaderRow => ({ key: nextKey++, name, value });

export function rowsFrom(headers: Record<string, string> | undefined): HeaderRow[] {
  return Object.entries(headers ?? {}).map(([name, value]) => newRow(name, value));
}

const blank = (row: HeaderRow) => row.name.trim() === '' && row.value === '';

/** The record the profile stores; blank rows are left out. */
export function headerRecord(rows: readonly HeaderRow[]): Record<string, string> {
  return Object.fromEntries(rows.filter((r) => !blank(r)).map((r) => [r.name.trim(), r.value]));
}

/**
 * A record cannot hold a name twice or a value without a name, so those are caught on the
 * rows; everything else is the shared `ExtraHeaders` rule, applied to each row on its own.
 */
export function headerProblems(rows: readonly HeaderRow[], t: TFunction): Map<number, string> {
  const problems = new Map<number, string>();
  const seen = new Set<string>();
  for (const row of rows) {
    if (blank(row)) continue;
    const name = row.name.trim();
    if (name === '') {
      problems.set(row.key, t('settings.headers.enterName'));
      continue;
    }
    if (seen.has(name.toLowerCase())) {
      problems.set(row.key, t('settings.headers.twice', { name }));
      continue;
    }
    seen.add(name.toLowerCase());
    const parsed = ExtraHeaders.safeParse({ [name]: row.value });
    const message = parsed.error?.issues[0]?.message;
    if (message) problems.set(row.key, translateValidation(message, t));
  }
  return problems;
}
