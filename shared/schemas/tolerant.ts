import { z } from 'zod';
import { isPlainObject } from './normalize';
import { SET_ASIDE, WHOLE } from './set-aside';

/*
 * API answers are read tolerantly: a 2xx is never turned into an error because a known field has
 * another type or is missing. A known field whose value does not fit its schema is set aside
 * under `$unexpected` (field name → value as sent) instead of failing the whole answer, so the
 * rest of the object keeps its types, the screen can mark that one field, and `rawOf` can put
 * the answer back together exactly as the API sent it (set-aside.ts, which screens read without
 * loading Zod).
 */

type SetAside = Record<string, unknown>;

function setAside(input: unknown, shape: z.core.$ZodLooseShape): unknown {
  if (input === undefined || input === null) return {};
  if (!isPlainObject(input)) return { [SET_ASIDE]: { [WHOLE]: input } };
  const out: Record<string, unknown> = { ...input };
  const aside: SetAside = isPlainObject(input[SET_ASIDE]) ? { ...input[SET_ASIDE] } : {};
  for (const [key, schema] of Object.entries(shape)) {
    if (!(key in out) || out[key] === undefined) continue;
    if (!(schema as z.ZodType).safeParse(out[key]).success) {
      aside[key] = out[key];
      delete out[key];
    }
  }
  if (Object.keys(aside).length > 0) out[SET_ASIDE] = aside;
  else delete out[SET_ASIDE];
  return out;
}

/**
 * An API object: known fields typed by `shape`, unknown fields kept, and whatever does not fit
 * set aside rather than refused. It parses any input (a string, an array, nothing) and parsing
 * its own output again gives the same value.
 */
export function tolerantObject<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  const typed = z.looseObject({
    ...shape,
    [SET_ASIDE]: z.record(z.string(), z.unknown()).optional(),
  } as Shape & { [SET_ASIDE]: z.ZodOptional<z.ZodRecord<z.ZodString, z.ZodUnknown>> });
  return z.preprocess((input) => setAside(input, shape), typed);
}
