/**
 * A saved edit hands over to the instrument's page, which is a new screen: this carries the
 * "saved" word across the navigation, once, for that instrument only.
 */
let savedId: string | undefined;

export function noteSaved(id: string): void {
  savedId = id;
}

/** Whether the instrument was just saved; read while rendering, so it does not consume it. */
export function wasSaved(id: string): boolean {
  return savedId === id;
}

/** Called once the page has shown it (an effect: React may render a page twice first). */
export function forgetSaved(id: string): void {
  if (savedId === id) savedId = undefined;
}
