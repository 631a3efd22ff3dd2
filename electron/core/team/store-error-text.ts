import { REFUSAL_REASON_WORDS } from '../../../shared/refusal-reason-words';
import type { Language } from '../../../shared/schemas/app';
import { fieldText } from '../../../shared/validation-words';
import type { StoreErrorWords } from './connection';

/**
 * A team store failure in a language, for a terminal (the page says it by its reason from its
 * own catalog). A failure without a reason keeps main's English: it names no words to translate.
 */
export function storeErrorText(error: StoreErrorWords, language: Language): string {
  const { reason } = error;
  if (language === 'en' || !reason || !Object.hasOwn(REFUSAL_REASON_WORDS.es, reason)) {
    return error.message;
  }
  const params: Record<string, string> = { ...error.params };
  // A refused URL's `why` is its field reason's English: said again from the reason.
  if (params.field) params.why = fieldText(params.field, language);
  const words = REFUSAL_REASON_WORDS[language][reason as keyof typeof REFUSAL_REASON_WORDS.es];
  const text = words.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
  return error.detail ? `${text} (${error.detail})` : text;
}
