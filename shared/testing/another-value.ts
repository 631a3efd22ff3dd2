/**
 * A value that differs from `text` in its last character and nowhere else, for tests that need
 * "almost the right token". Replacing the last character with a fixed one equals the original
 * whenever the original already ends in it (1 run in 64 for a base64url token).
 */
export function anotherOf(text: string): string {
  if (text.length === 0) return 'x';
  const last = text.at(-1);
  return `${text.slice(0, -1)}${last === 'x' ? 'y' : 'x'}`;
}
