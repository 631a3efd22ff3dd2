import { z } from 'zod';

/**
 * What a person must see before main lets a production operation go (or a production profile
 * be weakened). Main builds it from the exact request it is about to send; the page only
 * displays it, and never receives anything that would let it confirm on the person's behalf.
 */
export const ConfirmationSummary = z.object({
  /** For people: "Payment authorization", "Refund of a transaction", "Weaken a profile". */
  operation: z.string(),
  profile: z.string(),
  base_url: z.string(),
  amount: z.object({ value: z.number(), currency: z.string() }).optional(),
  target: z.string(),
  last_four: z.string().optional(),
  /** Profile changes that lower its protection: "Production off", "Base URL → …". */
  changes: z.array(z.string()).optional(),
});
export type ConfirmationSummary = z.infer<typeof ConfirmationSummary>;

/**
 * The browser host's answer while it waits for the code it printed in its terminal: the
 * summary to show beside the code field, and how long the code lives. Never the code itself.
 */
export const ConfirmationPrompt = z.object({
  summary: ConfirmationSummary,
  expires_at: z.string(),
  tries_left: z.number().int().min(0),
});
export type ConfirmationPrompt = z.infer<typeof ConfirmationPrompt>;

/** The six digits the browser host prints in its terminal, typed back by the person. */
export const ConfirmationCode = z
  .string()
  .regex(/^\d{6}$/, 'Type the six digits printed in the terminal');
