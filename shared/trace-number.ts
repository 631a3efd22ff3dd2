/*
 * The terminal's trace number, the API's `external_client_trace_id`. The API takes 1 to 64
 * printable characters without spaces (what the simulator enforces, and what a search of the
 * mirror accepts, so a payment another system made is still found by its reference). What the
 * console itself writes, and what its one search box reads as a trace number, is narrower:
 * what terminals print (`0112345678`, `POS7-000481`): letters and digits, at least one digit,
 * with the separators slips use. So a reference the console made is always found by the box,
 * and a stray "12ab!" or a word is said to be none of what the box takes, never searched as
 * a trace number that cannot exist.
 */

export const TRACE_NUMBER_MAX = 64;

const TERMINAL_TRACE = /^(?=[^\d]*\d)[A-Za-z0-9](?:[A-Za-z0-9._/:#-]*[A-Za-z0-9])?$/;

/** Whether text is a trace number as a terminal prints it (see above). */
export function isTerminalTraceNumber(text: string): boolean {
  return text.length <= TRACE_NUMBER_MAX && TERMINAL_TRACE.test(text);
}
