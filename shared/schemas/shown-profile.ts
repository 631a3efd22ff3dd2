import { z } from 'zod';

/**
 * The profile a page shows (its header, and the form the person filled in for it): its id and
 * revision. Every call that moves money or changes a profile or the back office carries it, so
 * main can refuse one made on a screen that no longer shows the active profile. It comes from the
 * page's own state, never filled in on the way: only the page knows what the person saw.
 */
export const ShownProfile = z.object({
  id: z.string().min(1).max(80),
  revision: z.number().int().min(0),
});
export type ShownProfile = z.infer<typeof ShownProfile>;

/** The part a profile-bound channel's input adds to what the operation itself takes. */
export const ShownProfileField = z.object({ shownProfile: ShownProfile });

/**
 * What main pushes to every window (and the browser host's pages) when a profile changes: the
 * active one as the header shows it, and what changed. A page whose header or form shows another
 * id or revision follows at once, without a reload. `current` is no change: what is active when a
 * page starts listening, so one that reconnects learns what it missed.
 */
export const ProfilesChanged = z.object({
  active: z.object({
    id: z.string(),
    name: z.string(),
    revision: z.number().int().min(0),
  }),
  change: z.enum(['created', 'updated', 'removed', 'secret', 'activated', 'current']),
  profileId: z.string(),
});
export type ProfilesChanged = z.infer<typeof ProfilesChanged>;
