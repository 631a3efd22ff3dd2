import { ok, type Result } from '../../../shared/result';
import type { ProductionSummary } from '../../../shared/schemas/confirmation';
import type { Profile } from '../../../shared/schemas/profile';
import type { ProductionConfirmer } from './confirmer';

export type SummaryFacts = Omit<ProductionSummary, 'profile' | 'base_url'>;

export interface GateRequest {
  channel: string;
  /** The parsed input; its `confirmation` field (the page's code) is split off here. */
  input: object;
  profile: Pick<Profile, 'id' | 'name' | 'baseUrl' | 'production'>;
  /** What the person must see, built from the exact request; only asked for on production. */
  facts: () => Promise<Result<SummaryFacts>>;
}

export type ProductionGate = (request: GateRequest) => Promise<Result<void>>;

/**
 * The one check between a built request and the API on a production profile: main asks the
 * person through its confirmer and lets nothing through on a page's say-so. Off production it
 * costs nothing and reads nothing.
 */
export function productionGate(confirmer: ProductionConfirmer): ProductionGate {
  return async ({ channel, input, profile, facts }) => {
    if (!profile.production) return ok(undefined);
    const { confirmation, ...bound } = input as { confirmation?: unknown };
    const summary = await facts();
    if (!summary.ok) return summary;
    return confirmer.confirm(
      {
        channel,
        input: bound,
        profile: { id: profile.id, name: profile.name, baseUrl: profile.baseUrl },
        summary: { ...summary.value, profile: profile.name, base_url: profile.baseUrl },
      },
      typeof confirmation === 'string' ? confirmation : undefined,
    );
  };
}
