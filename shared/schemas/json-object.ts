import { z } from 'zod';

/**
 * Request fields the forms lack, typed by the user as a JSON object and merged into the body.
 * Main re-validates the merged body, so a field here cannot dodge a rule the form enforces.
 */
export const ExtraFields = z
  .record(z.string(), z.unknown(), { error: 'Additional fields must be a JSON object' })
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
        message: 'Additional fields must be a JSON object, e.g. {"order_id": "A-1"}',
      };
    }
    return { ok: true, value: value as Record<string, unknown> };
  } catch (error) {
    return { ok: false, message: `Not valid JSON: ${(error as Error).message}` };
  }
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
