import { ResourceId } from '../../../shared/schemas/common';

/**
 * An id read from somewhere a person or another system wrote it (the address bar, a journal
 * line): the contract's `ResourceId`, or undefined when it is not one.
 */
export function readId(value: unknown): string | undefined {
  const id = ResourceId.safeParse(value);
  return id.success ? id.data : undefined;
}
