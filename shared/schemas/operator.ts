import { z } from 'zod';

/**
 * The console's roles. Each operation module says which of them may run it; main refuses the
 * rest. A provider's role claim is mapped onto these names.
 */
export const ROLES = ['store-manager', 'back-office', 'qa', 'supervisor', 'admin'] as const;
export const Role = z.enum(ROLES);
export type Role = z.infer<typeof Role>;

/**
 * Who is at the console, as every record names them. `local`: no provider is configured, the
 * name is the operating system's and nothing verified it (PCI DSS 8.2.1 asks for individual
 * identification: records must say it was not verified). `verified`: as the OpenID provider said.
 */
export const Operator = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('local'), name: z.string() }),
  z.object({
    kind: z.literal('verified'),
    issuer: z.string(),
    subject: z.string(),
    name: z.string().optional(),
    email: z.string().optional(),
  }),
]);
export type Operator = z.infer<typeof Operator>;
