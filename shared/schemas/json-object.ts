import { z } from 'zod';
import { fieldReason } from '../validation-words';

/**
 * How deep additional fields may nest. The API's own bodies nest a few levels; every check,
 * merge and journal line walks what is sent, and an answer echoing it is read only 64 levels
 * deep, so a body is kept well inside that.
 */
export const MAX_EXTRA_DEPTH = 32;

/** Names that are an object's machinery, not data: merging them would reach Object itself. */
const RESERVED_NAMES = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * Request fields the forms lack, typed by the user as a JSON object and merged into the body.
 * Main re-validates the merged body, so a field here cannot dodge a rule the form enforces.
 */
export const ExtraFields = z
  .record(z.string(), z.unknown(), { error: fieldReason('extraObject') })
  .superRefine((extra, ctx) => {
    // Walked with a list, not by recursion: the value is the page's, nested as deep as it likes.
    const pending: { value: unknown; path: string[] }[] = [{ value: extra, path: [] }];
    while (pending.length > 0) {
      const { value, path } = pending.pop()!;
      if (typeof value !== 'object' || value === null) continue;
      if (path.length >= MAX_EXTRA_DEPTH) {
        const message = fieldReason('extraTooDeep', { levels: MAX_EXTRA_DEPTH });
        ctx.addIssue({ code: 'custom', path: path.slice(0, 1), message });
        return;
      }
      for (const [key, item] of Object.entries(value)) {
        if (RESERVED_NAMES.has(key)) {
          const message = fieldReason('extraReserved', { name: key });
          ctx.addIssue({ code: 'custom', path: [...path, key], message });
        } else pending.push({ value: item, path: [...path, key] });
      }
    }
  })
  .optional();

/** Parses the editor's text: empty means none; anything but a JSON object is refused. */
export function parseExtraFields(
  text: string,
): { ok: true; value?: Record<string, unknown> } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true };
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      return {
        ok: false,
        message: fieldReason('extraObjectExample'),
      };
    }
    return { ok: true, value: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, message: notJson((error as Error).message) };
  }
}

/**
 * The parser's own reason is the JS engine's English prose, worded differently by each engine:
 * say where to look instead, in sentences the screens can put in the person's language.
 */
function notJson(reason: string): string {
  const at = /position (\d+)/.exec(reason);
  if (at) return fieldReason('notJsonAt', { at: Number(at[1]) + 1 });
  if (/end of (JSON|data)/i.test(reason)) return fieldReason('notJsonEnd');
  return fieldReason('notJson');
}

/** Deep-merges `extra` into `base`: objects merge, anything else in `extra` wins. */
export function mergeFields(
  base: Record<string, unknown>,
  extra: Record<string, unknown> | undefined,
): Record<string, unknown> {
  if (!extra) return base;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue;
    const current = out[key];
    out[key] = isPlainObject(current) && isPlainObject(value) ? mergeFields(current, value) : value;
  }
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
