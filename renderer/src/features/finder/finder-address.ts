/*
 * The finder's fields as an address carries them: apart from the reading of them (Zod, money,
 * dates), so the route tree, on the first screen, takes none of that weight to read a link.
 */

/** The finder's fields as typed: also what its address carries, so a link reopens the search. */
export interface FinderFields {
  q: string;
  currency: string;
  /** The amount, or the lowest of a range; the API's decimal text in an address. */
  min: string;
  max: string;
  /** Local wall times, `2026-11-26T10:00` in an address. */
  from: string;
  to: string;
  status: string;
  order: 'newest' | 'oldest';
}

export type FinderField = keyof FinderFields;

export const EMPTY_FINDER: FinderFields = {
  q: '',
  currency: '',
  min: '',
  max: '',
  from: '',
  to: '',
  status: '',
  order: 'newest',
};

const FIELD_NAMES = Object.keys(EMPTY_FINDER) as FinderField[];
const MAX_FIELD = 200;

/** The finder's fields from an address's search params (user input: only short text kept). */
export function finderFieldsOf(raw: Record<string, unknown>): FinderFields {
  const fields = { ...EMPTY_FINDER };
  for (const name of FIELD_NAMES) {
    const value = raw[name];
    if (typeof value !== 'string' || value.length > MAX_FIELD) continue;
    if (name === 'order') {
      if (value === 'newest' || value === 'oldest') fields.order = value;
    } else fields[name] = value;
  }
  return fields;
}

/** Whether the address asks for a search at all (a bare /payments/find only offers the form). */
export function asksForSearch(fields: FinderFields): boolean {
  return FIELD_NAMES.some((name) => name !== 'order' && fields[name] !== '');
}
