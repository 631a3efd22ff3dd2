import { ResourceId } from '../../../shared/schemas/common';

/**
 * An id read from somewhere a person or another system wrote it (the address bar, a journal
 * line): the contract's `ResourceId`, or undefined when it is not one.
 */
export function readId(value: unknown): string | undefined {
  const id = ResourceId.safeParse(value);
  return id.success ? id.data : undefined;
}

/** The longest text of the address a screen keeps as typed: more than any id, less than a page. */
const MOST_TYPED = 200;

/**
 * What the address bar gave where an id or a name belongs, kept as typed (bounded) so the screen
 * can show it with why it names nothing; blank is nothing given.
 */
export function typedText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, MOST_TYPED) : undefined;
}
