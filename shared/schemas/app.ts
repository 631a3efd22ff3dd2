import { z } from 'zod';

export const ProfileSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['simulator', 'remote']),
  baseUrl: z.string(),
  production: z.boolean(),
});
export type ProfileSummary = z.infer<typeof ProfileSummary>;

export const AppInfo = z.object({
  version: z.string(),
  host: z.enum(['electron', 'web']),
  profile: ProfileSummary,
});
export type AppInfo = z.infer<typeof AppInfo>;
