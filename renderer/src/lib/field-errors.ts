import type { FieldErrors, FieldValues } from 'react-hook-form';

/** The message at a dotted path of React Hook Form's errors (unions defeat its typed access). */
export function messageAt<T extends FieldValues>(errors: FieldErrors<T>, path: string) {
  let node: unknown = errors;
  for (const part of path.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  const message = (node as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
