import { z } from 'zod';
import { LANGUAGE_CODES } from '../language-hint';

export const ProfileSummary = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(['simulator', 'remote']),
  baseUrl: z.string(),
  production: z.boolean(),
  /** The profile's revision (see `Profile`): what the page names with money it sends. */
  revision: z.number().int().min(0),
});
export type ProfileSummary = z.infer<typeof ProfileSummary>;

export const AppInfo = z.object({
  version: z.string(),
  host: z.enum(['electron', 'web']),
  profile: ProfileSummary,
});
export type AppInfo = z.infer<typeof AppInfo>;

/**
 * The languages a person can read the console in. The page tells main its choice
 * (`app:setLanguage`), so that what main itself shows (Electron's production dialog, the browser
 * host's terminal) is in the same language; anything else falls back to English.
 */
export const Language = z.enum(LANGUAGE_CODES);
export type Language = z.infer<typeof Language>;

export const LanguageChoice = z.object({ language: Language });
