import { isPlainObject, type Read } from './normalize';

/* Reading what tolerant parsing (tolerant.ts) set aside. */

/** Where a tolerantly read object keeps the known fields that did not fit, as sent. */
export const SET_ASIDE = '$unexpected';
/** Under `$unexpected`, the whole value when it was not an object at all. */
export const WHOLE = '$self';

type SetAside = Record<string, unknown>;

/** What was set aside on an object read with `tolerantObject` (empty when all fitted). */
export function setAsideOf(value: unknown): SetAside {
  if (!isPlainObject(value)) return {};
  const aside = value[SET_ASIDE];
  return isPlainObject(aside) ? aside : {};
}

/**
 * What an object was sent as when it was not an object at all (`"payment_instrument": 5`);
 * undefined for an object, and for `""`, which the API sends for "no value".
 */
export function notAnObject(value: unknown): { raw: unknown } | undefined {
  const aside = setAsideOf(value);
  return WHOLE in aside && aside[WHOLE] !== '' ? { raw: aside[WHOLE] } : undefined;
}

/**
 * Reads one field of a tolerantly parsed object: a value set aside is `unexpected` as sent,
 * anything else goes through `read` (which may find it unexpected too, e.g. `"soon"` as a time).
 * A field of something that was not an object shows that thing, as sent.
 */
export function fieldOf<T>(owner: unknown, key: string, read: (raw: unknown) => Read<T>): Read<T> {
  const aside = setAsideOf(owner);
  if (key in aside) return { state: 'unexpected', raw: aside[key] };
  const whole = notAnObject(owner);
  if (whole) return { state: 'unexpected', raw: whole.raw };
  return read(isPlainObject(owner) ? owner[key] : undefined);
}

/** The answer as the API sent it: set-aside values back in place, the bookkeeping gone. */
export function rawOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rawOf);
  if (!isPlainObject(value)) return value;
  const aside = setAsideOf(value);
  // The whole answer set aside (an array or a scalar where an object was due) is given back
  // through here too, so a "__proto__" key inside it goes as everywhere else.
  if (WHOLE in aside) return rawOf(aside[WHOLE]);
  const out: Record<string, unknown> = {};
  // A "__proto__" key is never given back, at any depth: Zod already drops it at the top, and
  // assigning it would set the copy's prototype instead (prototype pollution, not data).
  for (const [key, field] of Object.entries(value)) {
    if (key !== SET_ASIDE && key !== '__proto__') out[key] = rawOf(field);
  }
  for (const [key, field] of Object.entries(aside)) if (key !== '__proto__') out[key] = field;
  return out;
}
