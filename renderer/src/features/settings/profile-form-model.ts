import type { z } from 'zod';
import type { ProfileInput } from '../../../../shared/schemas/profile';
import { DEFAULT_DEADLINE_MS, type Profile } from '../../../../shared/schemas/profile';

export type Input = z.input<typeof ProfileInput>;
export type Output = z.output<typeof ProfileInput>;

export const FIELDS: ReadonlySet<string> = new Set([
  'name',
  'baseUrl',
  'tokenUrl',
  'clientId',
  'audience',
  'defaultMerchantId',
  'deadlineMs',
  'idempotencyKey',
]);

export function initialValues(p: Profile | undefined): Input {
  return {
    name: p?.name ?? '',
    baseUrl: p?.baseUrl ?? '',
    // A token URL equal to the default is shown empty, so that it keeps following the base URL.
    tokenUrl: p && p.tokenUrl !== `${p.baseUrl}/oauth/token` ? p.tokenUrl : '',
    clientId: p?.clientId ?? '',
    audience: p?.audience ?? '',
    extraHeaders: p?.extraHeaders ?? {},
    defaultMerchantId: p?.defaultMerchantId ?? '',
    deadlineMs: p?.deadlineMs ?? DEFAULT_DEADLINE_MS,
    production: p?.production ?? false,
    idempotencyKey: p?.idempotencyKey ?? 'not_known',
    allowRawCards: p?.allowRawCards ?? true,
    allowExtraFields: p?.allowExtraFields ?? true,
  };
}

/** The choices' words are in the catalog: `settings.form.idempotency.<value>`. */
export const IDEMPOTENCY_OPTIONS = ['not_known', 'honoured'] as const;

/** A permission equal to its default is sent as absent, so it keeps following `production`. */
export const unlessDefault = (allowed: boolean | undefined, production: boolean) =>
  allowed === !production ? undefined : allowed;
