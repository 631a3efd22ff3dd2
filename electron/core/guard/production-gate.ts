import { ok, type Result } from '../../../shared/result';
import type { Language } from '../../../shared/schemas/app';
import type { ProductionSummary } from '../../../shared/schemas/confirmation';
import type { Operator } from '../../../shared/schemas/operator';
import type { PersonLanguages } from '../words/languages';
import type { ProductionConfirmer } from './confirmer';
import { profileFingerprint, type SentProfile } from './profile-fingerprint';

export type SummaryFacts = Omit<ProductionSummary, 'profile' | 'base_url' | 'operator'>;

export interface GateRequest {
  channel: string;
  /** The parsed input; its `confirmation` field (the page's code) is split off here. */
  input: object;
  /** The resolved profile the request goes out on: the code binds all of what it sends. */
  profile: SentProfile;
  /**
   * What the person must see, built from the exact request in the language they read; only
   * asked for on production. The language changes the words, never what a confirmation binds.
   */
  facts: (language: Language) => Promise<Result<SummaryFacts>>;
}

export type ProductionGate = (request: GateRequest) => Promise<Result<void>>;

/**
 * The one check between a built request and the API on a production profile: main asks the
 * person through its confirmer, in the language that person's page last said it shows, and lets
 * nothing through on a page's say-so. Off production it costs nothing and reads nothing.
 */
export function productionGate(
  confirmer: ProductionConfirmer,
  languages: PersonLanguages,
  operator?: () => Operator,
): ProductionGate {
  return async ({ channel, input, profile, facts }) => {
    if (!profile.production) return ok(undefined);
    const { confirmation, ...bound } = input as { confirmation?: unknown };
    const language = languages.of(confirmer.caller());
    const summary = await facts(language);
    if (!summary.ok) return summary;
    return confirmer.confirm(
      {
        channel,
        input: bound,
        profile: {
          id: profile.id,
          name: profile.name,
          baseUrl: profile.baseUrl,
          fingerprint: profileFingerprint(profile),
        },
        language,
        summary: {
          ...summary.value,
          profile: profile.name,
          base_url: profile.baseUrl,
          // Read at the ask, not at start: whoever is signed in now is who confirms.
          ...(operator ? { operator: operator() } : {}),
        },
      },
      typeof confirmation === 'string' ? confirmation : undefined,
    );
  };
}
