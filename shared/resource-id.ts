/**
 * Ids go into URL paths, so only the characters the API uses are accepted: this is what stops
 * `../` or `?` from reaching another resource. The `ResourceId` schema is built on these, and
 * the router checks an id from the address bar with `isResourceId` without loading Zod.
 */
export const RESOURCE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;
export const RESOURCE_ID_MAX_LENGTH = 128;

/** The `ResourceId` rule on an id already trimmed. */
export function isResourceId(id: string): boolean {
  return id.length >= 1 && id.length <= RESOURCE_ID_MAX_LENGTH && RESOURCE_ID_PATTERN.test(id);
}
