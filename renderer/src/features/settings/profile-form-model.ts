import type { z } from 'zod';
import type { ProfileInput } from '../../../../shared/schemas/profile';
import { DEFAULT_DEADLINE_MS, type Profile } from '../../../../shared/schemas/profile';
import { DEFAULT_APPROVAL_EXPIRY_MINUTES } from '../../../../shared/schemas/approval';

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
  'approval.moneyAbove',
  'approval.refundAbove',
  'approval.expiryMinutes',
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
    approval: {
      moneyAbove: p?.approval?.moneyAbove,
      refundAbove: p?.approval?.refundAbove,
      expiryMinutes: p?.approval?.expiryMinutes ?? DEFAULT_APPROVAL_EXPIRY_MINUTES,
    },
  };
}

/** An empty threshold box is no threshold; anything else is a number for the schema to judge. */
export const optionalNumber = (value: unknown) =>
  value === '' || value === undefined || value === null ? undefined : Number(value);

/** Without a threshold nothing waits: the rule is sent as absent, off as before. */
export const approvalOf = (approval: Output['approval']): Output['approval'] =>
  approval && (approval.moneyAbove !== undefined || approval.refundAbove !== undefined)
    ? approval
    : undefined;

/** The choices' words are in the catalog: `settings.form.idempotency.<value>`. */
export const IDEMPOTENCY_OPTIONS = ['not_known', 'honoured'] as const;

/** A permission equal to its default is sent as absent, so it keeps following `production`. */
export const unlessDefault = (allowed: boolean | undefined, production: boolean) =>
  allowed === !production ? undefined : allowed;
