/**
 * The API names fields `instruments[0].card.number`, the contract's own check
 * `instruments.0.card.number`; React Hook Form wants the second.
 */
export function formPath(path: string): string {
  return path.replace(/\[(\d+)\]/g, '.$1');
}

/**
 * Splits field errors into those a registered field can show and the rest, which go into the
 * error block so nothing the API said is lost.
 */
export function splitByPath(
  fields: Record<string, string> | undefined,
  known: ReadonlySet<string>,
): { placed: Array<[string, string]>; unplaced: Record<string, string> } {
  const placed = new Map<string, string>();
  const unplaced: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    const name = formPath(path);
    if (known.has(name) && !placed.has(name)) placed.set(name, message);
    else unplaced[path] = message;
  }
  return { placed: [...placed], unplaced };
}
