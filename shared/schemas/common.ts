import { z } from 'zod';
import { fieldReason } from '../validation-words';

/**
 * Ids go into URL paths, so only the characters the API uses are accepted: this is what stops
 * `../` or `?` from reaching another resource.
 */
const RESOURCE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
const RESOURCE_ID_MAX_LENGTH = 128;

export const ResourceId = z
  .string()
  .trim()
  .min(1, fieldReason('enterId'))
  .max(RESOURCE_ID_MAX_LENGTH, fieldReason('idTooLong'))
  .regex(RESOURCE_ID_PATTERN, fieldReason('idCharacters'));

/** An empty form field means "not given"; the API must not receive an empty string. */
export const optionalText = <T extends z.ZodType<string | undefined>>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema);

/**
 * `when` for a cross-field check: run it once the fields it reads are valid, whatever else is
 * wrong. Zod's default skips it as soon as any field has a type error, so a first submit would
 * flag only some fields; and it runs on raw text when a format check failed, so a check must
 * not read a field that is itself invalid (month 13 is not a date that expired).
 */
export const whenValid =
  (...fields: string[]) =>
  (payload: { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> }) =>
    // An issue without a path is the value itself (not an object at all): nothing to read.
    !payload.issues.some((issue) => {
      const top = issue.path?.[0];
      return top === undefined || fields.includes(String(top));
    });

export const Timestamp = z.union([z.string(), z.number()]);

export const PageInput = z.object({
  page: z.number().int().min(1).default(1),
  page_size: z.number().int().min(1).max(100).default(50),
});

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Derived by the console: the API says nothing, so a full page means "maybe more". */
    has_more: z.boolean(),
    /** The list as sent, when the answer had no `data` array (a 2xx is still not an error). */
    $unexpected: z.record(z.string(), z.unknown()).optional(),
  });

/**
 * A journaled operation's id. Here rather than beside the operation schemas, which name the
 * catalog's operations: the operations' own schemas (a POS resolve names one) load before it.
 */
export const OperationId = z.string().regex(/^op-[A-Za-z0-9_-]{8,64}$/);

/*
 * The other ids a page's address names. Here, with nothing else loaded, because the router reads
 * them on the first screen: their own modules bring the profile and team contracts with them.
 */
export const ProfileId = z
  .string()
  .regex(/^(simulator|prf-[A-Za-z0-9_-]{6,64})$/, fieldReason('unknownProfile'));

/** A console's id in the team store (the back end makes it; a UUID or the like). */
export const ConsoleId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/);
