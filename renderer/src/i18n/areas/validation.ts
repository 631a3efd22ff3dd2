import { VALIDATION_WORDS } from '../../../../shared/validation-words';
import type { Catalog } from '../messages';

/**
 * The shared schemas' reasons about a field (`shared/validation-words.ts`): a form shows the
 * reason a schema or main gave by its key, in the chosen language.
 */
export const en = VALIDATION_WORDS.en;

export const es: Catalog<typeof en> = VALIDATION_WORDS.es;
