import { refuse } from '../../../shared/error-words';
import type { Result } from '../../../shared/result';
import type { Profile } from '../../../shared/schemas/profile';

/** Raw JSON fields are a QA convenience; a profile must allow them. */
export function extraFieldsRefusal(profile: Profile, input: object): Result<never> | undefined {
  const extra = 'extra' in input ? (input.extra as Record<string, unknown> | undefined) : undefined;
  if (extra && Object.keys(extra).length > 0 && !profile.allowExtraFields) {
    return refuse(
      'forbidden',
      'extra_fields_not_allowed',
      { profile: profile.name },
      { apiCode: 'extra_fields_not_allowed' },
    );
  }
  return undefined;
}

/**
 * Typed card numbers are a QA convenience too. Judged on the body that would be sent, so a card
 * that reached it any way at all is refused where the profile does not allow raw cards.
 */
export function rawCardRefusal(
  profile: Profile,
  body: Record<string, unknown>,
): Result<never> | undefined {
  if (profile.allowRawCards || !carriesCard(body)) return undefined;
  return refuse(
    'forbidden',
    'raw_card_not_allowed',
    { profile: profile.name },
    { apiCode: 'raw_card_not_allowed' },
  );
}

/** Any `card` object, or a `number`/`pan` of 12 or more digits, anywhere in the body. */
function carriesCard(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(carriesCard);
  if (typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, child]) =>
      (key === 'card' && typeof child === 'object' && child !== null) ||
      ((key === 'number' || key === 'pan') &&
        /^\d{12,19}$/.test(String(child).replace(/[\s-]/g, ''))) ||
      carriesCard(child),
  );
}
